// /kareliya-protiv-ii/hakaton: the hackathon (section 3 of the campaign), its lead form sent to `Hackaton`.
import { AI_PAGES, paths } from '#client/app/paths.ts';
import { AiEventPage } from '#client/features/ai-landing/components/event-page.tsx';
import { hackathon } from '#client/features/ai-landing/content/hackathon.ts';
import { LandingLeadForm } from '#client/features/lead-form/components/landing-lead-form.tsx';

export function Component() {
  return (
    <AiEventPage
      content={hackathon}
      form={
        <LandingLeadForm
          kind="Hackaton"
          landing={AI_PAGES.hackathon}
          idPrefix="hackathon"
          submitLabel={hackathon.form.submitLabel}
          questionLabel={hackathon.form.questionLabel}
          thankYouPath={paths.aiThankYou('hackathon')}
        />
      }
    />
  );
}
