// /kareliya-protiv-ii/vystavka-nejroarta: the neuro-art exhibition (section 2 of the campaign), its lead form sent to `NeuroArt`.
import { AI_PAGES, paths } from '#client/app/paths.ts';
import { AiEventPage } from '#client/features/ai-landing/components/event-page.tsx';
import { neuroArt } from '#client/features/ai-landing/content/neuro-art.ts';
import { LandingLeadForm } from '#client/features/lead-form/components/landing-lead-form.tsx';

export function Component() {
  return (
    <AiEventPage
      content={neuroArt}
      form={
        <LandingLeadForm
          kind="NeuroArt"
          landing={AI_PAGES.neuroArt}
          idPrefix="neuro-art"
          submitLabel={neuroArt.form.submitLabel}
          questionLabel={neuroArt.form.questionLabel}
          thankYouPath={paths.aiThankYou('neuroArt')}
        />
      }
    />
  );
}
