// /kareliya-protiv-ii/ted-konferenciya: the TED conference (section 4 of the campaign), its lead form sent to `Ted`.
import { AI_PAGES, paths } from '#client/app/paths.ts';
import { AiEventPage } from '#client/features/ai-landing/components/event-page.tsx';
import { ted } from '#client/features/ai-landing/content/ted.ts';
import { LandingLeadForm } from '#client/features/lead-form/components/landing-lead-form.tsx';

export function Component() {
  return (
    <AiEventPage
      content={ted}
      form={
        <LandingLeadForm
          kind="Ted"
          landing={AI_PAGES.ted}
          idPrefix="ted"
          submitLabel={ted.form.submitLabel}
          questionLabel={ted.form.questionLabel}
          thankYouPath={paths.aiThankYou('ted')}
        />
      }
    />
  );
}
