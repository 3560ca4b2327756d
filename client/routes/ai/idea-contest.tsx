// /kareliya-protiv-ii/konkurs-idej: the idea contest (section 1 of the campaign). Its offer-idea form
// (fullName and phone start empty) sits in a panel that starts closed (spec §3) and is sent to
// `IdeaContest`.
import { AI_PAGES, paths } from '#client/app/paths.ts';
import { AiEventPage } from '#client/features/ai-landing/components/event-page.tsx';
import { FormPanel } from '#client/features/ai-landing/components/form-panel.tsx';
import { ideaContest } from '#client/features/ai-landing/content/idea-contest.ts';
import { LandingLeadForm } from '#client/features/lead-form/components/landing-lead-form.tsx';

export function Component() {
  return (
    <AiEventPage
      content={ideaContest}
      form={
        <FormPanel intro={ideaContest.form.intro ?? ''} openLabel={ideaContest.hero.cta} closeLabel="Свернуть форму">
          <LandingLeadForm
            kind="IdeaContest"
            landing={AI_PAGES.ideaContest}
            idPrefix="offer-idea"
            submitLabel={ideaContest.form.submitLabel}
            questionLabel={ideaContest.form.questionLabel}
            thankYouPath={paths.aiThankYou('ideaContest')}
          />
        </FormPanel>
      }
    />
  );
}
