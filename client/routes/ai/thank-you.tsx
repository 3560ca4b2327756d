// The landing's thank-you pages (spec §2 "AI landing"): /kareliya-protiv-ii/ideya-prinyata and the five
// others, one per form. Private (no-store) and not indexed. Any other segment under the landing that no
// event page takes is a 404, shown in the landing's own layout.
import { useLoaderData } from 'react-router-dom';
import { AI_THANK_YOU, type AiThankYou } from '#client/app/paths.ts';
import { ThankYouView } from '#client/features/ai-landing/components/thank-you-view.tsx';
import { AI_THANK_YOU_CONTENT } from '#client/features/ai-landing/content/thank-you.ts';
import { notFound, type LoaderFactory } from '#client/lib/route-data.ts';

const FORM_BY_SLUG = new Map(Object.entries(AI_THANK_YOU).map(([form, slug]) => [slug as string, form as AiThankYou]));

export const createLoader: LoaderFactory =
  () =>
  ({ params }) => {
    const form = FORM_BY_SLUG.get(params.slug ?? '');
    if (!form) notFound();
    return { form };
  };

export function Component() {
  const { form } = useLoaderData<{ form: AiThankYou }>();
  return <ThankYouView content={AI_THANK_YOU_CONTENT[form]} />;
}
