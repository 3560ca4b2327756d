// /kareliya-protiv-ii/forum: the forum for the self-employed (section 5 of the campaign), its lead form sent to `Forum`.
import { AI_PAGES, paths } from '#client/app/paths.ts';
import { AiEventPage } from '#client/features/ai-landing/components/event-page.tsx';
import { forum } from '#client/features/ai-landing/content/forum.ts';
import { LandingLeadForm } from '#client/features/lead-form/components/landing-lead-form.tsx';

export function Component() {
  return (
    <AiEventPage
      content={forum}
      form={
        <LandingLeadForm
          kind="Forum"
          landing={AI_PAGES.forum}
          idPrefix="forum"
          submitLabel={forum.form.submitLabel}
          questionLabel={forum.form.questionLabel}
          thankYouPath={paths.aiThankYou('forum')}
        />
      }
    />
  );
}
