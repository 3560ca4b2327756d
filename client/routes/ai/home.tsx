// /kareliya-protiv-ii/: the campaign's main page (section 0): the hero under the transparent navbar, why
// the campaign, its five events, how it works, the rules documents, questions and the contact form.
import { paths } from '#client/app/paths.ts';
import { Seo } from '#seo';
import { Faq } from '#client/components/ui/faq.tsx';
import { Cards, Documents, Paragraphs, Section } from '#client/features/ai-landing/components/blocks.tsx';
import { ContactBlock } from '#client/features/ai-landing/components/contact-block.tsx';
import { MainHero } from '#client/features/ai-landing/components/main-hero.tsx';
import { EventCards } from '#client/features/ai-landing/components/other-events.tsx';
import { AI_MAIN_LANDING } from '#client/features/ai-landing/landing-of.ts';
import { aiMain } from '#client/features/ai-landing/content/main.ts';
import { ContactUsButton } from '#client/features/lead-form/components/contact-us-button.tsx';

const EVENTS_ANCHOR = 'events';

export function Component() {
  return (
    <>
      <Seo title={aiMain.seo.title} description={aiMain.seo.description} path={paths.aiPage('main')} image={aiMain.seo.image} />
      <MainHero content={aiMain} eventsAnchor={EVENTS_ANCHOR} />
      <Section id="manifesto" title={aiMain.manifesto.title}>
        <Paragraphs paragraphs={aiMain.manifesto.paragraphs} />
      </Section>
      <Section
        id={EVENTS_ANCHOR}
        title={aiMain.sectionsTitle}
        tone="dark"
        note="Каждое событие самостоятельно: выберите одно или пройдите весь путь от&nbsp;идеи до&nbsp;прототипа."
      >
        <EventCards />
      </Section>
      <Section id="principles" title={aiMain.principles.title} tone="soft">
        <Cards items={aiMain.principles.items} />
      </Section>
      <Section id="documents" title="Документы">
        <Documents documents={aiMain.documents} />
      </Section>
      <Section id="faq" title="Вопросы и&nbsp;ответы" tone="soft">
        <Faq items={aiMain.faq} />
      </Section>
      <ContactBlock title={aiMain.contact.title} text={aiMain.contact.text}>
        <ContactUsButton landing={AI_MAIN_LANDING} thankYouPath={paths.aiThankYou('contactUs')}>
          Задать вопрос
        </ContactUsButton>
      </ContactBlock>
    </>
  );
}
