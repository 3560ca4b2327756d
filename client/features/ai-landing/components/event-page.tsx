// An event page of the landing, laid out from its typed content: the hero with the key facts, what it
// is, for whom, the programme or stages, prizes and people where the event has them, the lead form (the
// app puts it in), the rules documents, the questions, and the way to the other events.
import { useState, type ReactNode } from 'react';
import { paths } from '#client/app/paths.ts';
import { Seo } from '#seo';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import type { AiEventPageContent } from '../content/types.ts';
import { opensLater, sectionOf } from '../content/campaign.ts';
import { Faq } from '#client/components/ui/faq.tsx';
import { Cards, Documents, Paragraphs, People, Section, Steps } from './blocks.tsx';
import { AiEventJsonLd } from './event-json-ld.tsx';
import { EventHero } from './event-hero.tsx';
import { FormBlock } from './form-block.tsx';
import { EventCards } from './other-events.tsx';

export function AiEventPage({ content, form }: { content: AiEventPageContent; form: ReactNode }) {
  const { publicUrl } = useSiteConfig();
  const path = paths.aiPage(content.page);
  // The moment of this render (as the thank-you page's): whether the form takes entries yet, or still.
  const [now] = useState(Date.now);
  const section = sectionOf(content.page);
  const over = now > Date.parse(section.openUntil);
  const early = opensLater(section, now);
  return (
    <>
      <Seo title={content.seo.title} description={content.seo.description} path={path} image={content.seo.image} />
      <AiEventJsonLd content={content} pageUrl={`${publicUrl}${path}`} publicUrl={publicUrl} />
      <EventHero content={content} />
      <Section id="about" title={content.about.title}>
        <Paragraphs paragraphs={content.about.paragraphs} />
      </Section>
      <Section id="audience" title={content.audience.title} tone="soft">
        <Cards items={content.audience.items} />
      </Section>
      <Section id="programme" title={content.programme.title} note={content.programme.note}>
        <Steps items={content.programme.items} />
      </Section>
      {content.highlights ? (
        <Section id="highlights" title={content.highlights.title} note={content.highlights.note} tone="soft">
          <Cards items={content.highlights.items} bigBadges={content.highlights.figures} />
        </Section>
      ) : null}
      {content.people ? (
        // Light and soft bands take turns: without highlights the people follow the light programme
        // (QA: two white sections ran into one 192 px gap on the TED page).
        <Section id="people" title={content.people.title} note={content.people.note} tone={content.highlights ? undefined : 'soft'}>
          <People items={content.people.items} />
        </Section>
      ) : null}
      <FormBlock
        title={content.form.title}
        text={content.form.text}
        notice={early ? content.form.early : undefined}
        closed={over ? 'Приём заявок завершён. Другие события кампании\u00a0— ниже на\u00a0странице.' : undefined}
      >
        {form}
      </FormBlock>
      <Section id="documents" title="Документы">
        <Documents documents={content.documents} />
      </Section>
      <Section id="faq" title="Вопросы и&nbsp;ответы" tone="soft">
        <Faq items={content.faq} />
      </Section>
      <Section id="other-events" title="Другие события кампании" tone="dark">
        <EventCards except={content.page} />
      </Section>
    </>
  );
}
