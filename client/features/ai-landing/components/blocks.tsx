// The landing's building blocks: a section with its heading, key facts, cards, a programme as steps,
// people, rules documents and questions. Each takes typed content (content/*.ts) and lays it out.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { paths } from '#client/app/paths.ts';
import { Container } from '#client/components/ui/container.tsx';
import { Link } from '#client/components/ui/link.tsx';
import { lastRowAsWide, threeCardsAsTwoOnTablets } from '#client/components/ui/grid-fragments.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { documentUrl } from '../content/campaign.ts';
import type { AiCard, AiDocument, AiFact, AiPerson, AiStep } from '../content/types.ts';

const Band = styled.section`
  padding: 96px 0;

  &[data-tone='soft'] {
    background: ${colors.surface};
  }
  &[data-tone='dark'] {
    background: ${colors.navy};
    color: ${colors.white};
  }
  ${media.mobile} {
    padding: 64px 0;
  }
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: 16px 48px;
  margin-bottom: 48px;

  h2 {
    margin: 0;
    font-size: 48px;
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.05;
  }
  p {
    margin: 0;
    font-size: 18px;
    color: ${colors.inkSoft};
  }
  [data-tone='dark'] & p {
    color: #c9cde6;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    max-width: 760px;
    margin-bottom: 32px;

    h2 {
      font-size: 34px;
    }
    p {
      font-size: 16px;
    }
  }
`;

export interface SectionProps {
  id: string;
  title: string;
  note?: string;
  tone?: 'light' | 'soft' | 'dark';
  children: ReactNode;
}

export function Section({ id, title, note, tone = 'light', children }: SectionProps) {
  return (
    <Band id={id} aria-labelledby={`${id}-title`} data-tone={tone}>
      <Container>
        <Head>
          <h2 id={`${id}-title`}>{title}</h2>
          {note ? <p>{note}</p> : null}
        </Head>
        {children}
      </Container>
    </Band>
  );
}

const Prose = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 32px 48px;

  p {
    margin: 0;
    font-size: 19px;
    line-height: 1.6;
  }
  p:first-child {
    font-size: 22px;
    font-weight: 600;
    line-height: 1.45;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    /* One column up to 1199 px: a line stays readable (QA at 1199 px: 145 characters). */
    max-width: 760px;
    p,
    p:first-child {
      font-size: 17px;
    }
  }
`;

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Prose>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Prose>
  );
}

const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  border-radius: 24px;
  overflow: hidden;
  background: rgba(255, 255, 255, 0.16);

  div {
    padding: 24px 28px;
    background: rgba(11, 20, 55, 0.55);
    backdrop-filter: blur(6px);
  }
  dt {
    margin-bottom: 6px;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #aab2e0;
  }
  dd {
    margin: 0;
    font-size: 17px;
    font-weight: 600;
    line-height: 1.35;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    div {
      padding: 18px 20px;
    }
    dd {
      font-size: 15px;
    }
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
  }
`;

/** Key facts on the hero's dark background: dates, place, format. */
export function Facts({ facts }: { facts: readonly AiFact[] }) {
  return (
    <FactList>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </FactList>
  );
}

/* Columns by the number of cards, so no row is left with one (QA at 900–1300 px: 3 + 1 and 4 + 1). */
const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 20px;

  &[data-count='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-count='4'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  &[data-count='3'],
  &[data-count='6'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  &[data-count='5'] {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  /* Five as three and two, the two as wide as the three, up to where five in a row give «по спутниковым»
     its room (QA: cut mid-word at 1200–1344 px). */
  @media (max-width: 1359px) {
    ${lastRowAsWide(5, 3)}
  }
  ${media.mobile} {
    &[data-count='4'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  /* Six as three rows of two on a tablet, as three are laid out there. */
  ${media.tablet} {
    &[data-count='6'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${threeCardsAsTwoOnTablets}
  ${media.narrow} {
    &[data-count] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-count] > li,
    &[data-count='5'] > li:nth-child(n + 4) {
      grid-column: auto;
    }
  }
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 32px 28px;
    border-radius: 24px;
    background: ${colors.white};
    border: 1px solid ${colors.line};
    transition:
      transform 0.2s,
      box-shadow 0.2s;
  }
  li:hover {
    transform: translateY(-4px);
    box-shadow: 0 18px 40px rgba(22, 20, 43, 0.08);
  }
  [data-tone='dark'] & li {
    background: ${colors.navySoft};
    border-color: rgba(255, 255, 255, 0.1);
  }
  /* One size for every card of a grid, always above the text's 16 px (QA: sized by each card's width,
     titles shrank to 15 px under 16 px text, and the rows of one grid differed). The longest unbreakable
     run, «и предпринимателям», fits the narrowest card at 20 px (measured at 320–1440 px). */
  h3 {
    margin: 0;
    font-size: 22px;
    line-height: 1.25;

    ${media.mobile} {
      font-size: 20px;
    }
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  [data-tone='dark'] & p {
    color: #c9cde6;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 6px 12px;
  border-radius: 999px;
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
  font-size: 14px;
  font-weight: 700;

  &[data-size='big'] {
    padding: 0;
    background: none;
    color: ${colors.purple};
    font-size: 34px;
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.1;
  }
  [data-tone='dark'] & {
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
  }
  [data-tone='dark'] &[data-size='big'] {
    background: none;
    color: #ff8fbf;
  }
`;

/** Cards; `bigBadges` for sums and figures (prizes), small pills otherwise. */
export function Cards({ items, bigBadges = false }: { items: readonly AiCard[]; bigBadges?: boolean }) {
  return (
    <CardGrid data-count={items.length}>
      {items.map((item) => (
        <li key={item.title}>
          {item.badge ? <Badge data-size={bigBadges ? 'big' : 'small'}>{item.badge}</Badge> : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding: 40px 28px 0 0;
    border-top: 2px solid ${colors.line};
    counter-increment: step;
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: -19px;
    left: 0;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${colors.purple};
    color: ${colors.white};
    font-size: 13px;
    font-weight: 800;
  }
  time,
  span {
    display: block;
    margin-bottom: 8px;
    font-weight: 700;
    color: ${colors.purple};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    li {
      padding: 0 0 36px 56px;
      border-top: 0;
      border-left: 2px solid ${colors.line};
      margin-left: 17px;
    }
    li:last-child {
      border-left-color: transparent;
    }
    li::before {
      top: 0;
      left: -19px;
    }
  }
`;

/** A programme or stages, in order: a line with numbered points (vertical on mobile). */
export function Steps({ items }: { items: readonly AiStep[] }) {
  return (
    <StepList>
      {items.map((item) => (
        <li key={item.title}>
          <span>{item.when}</span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </StepList>
  );
}

// One row of three or four (the landing's juries and speakers), never three and one left over; two a row
// on phones.
const PeopleGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 32px 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 20px 0 6px;
    font-size: 20px;
  }
  h3 a {
    color: inherit;
    text-decoration-color: ${colors.pink};
    text-underline-offset: 4px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  &[data-count='3'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.narrow} {
    &[data-count] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    gap: 28px 16px;

    h3 {
      margin-top: 14px;
      font-size: 17px;
    }
    p {
      font-size: 14px;
    }
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: 28px;
  background:
    radial-gradient(circle at 30% 20%, rgba(255, 255, 255, 0.25), transparent 50%),
    linear-gradient(145deg, ${colors.purple}, ${colors.navy});
  color: ${colors.white};
  font-size: 64px;
  font-weight: 800;
  letter-spacing: -0.02em;

  ${media.narrow} {
    border-radius: 20px;
    font-size: 40px;
  }

  li:nth-child(3n + 2) & {
    background:
      radial-gradient(circle at 70% 20%, rgba(255, 255, 255, 0.25), transparent 50%),
      linear-gradient(145deg, ${colors.pink}, ${colors.purpleDark});
  }
  li:nth-child(3n) & {
    background:
      radial-gradient(circle at 30% 80%, rgba(255, 255, 255, 0.2), transparent 50%), linear-gradient(145deg, #2f6fd6, ${colors.navy});
  }
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function People({ items }: { items: readonly AiPerson[] }) {
  return (
    <PeopleGrid data-count={items.length}>
      {items.map((person) => (
        <li key={person.name}>
          <Avatar aria-hidden="true">{initialsOf(person.name)}</Avatar>
          <h3>{person.personSlug ? <Link to={paths.person(person.personSlug)}>{person.name}</Link> : person.name}</h3>
          <p>{person.role}</p>
        </li>
      ))}
    </PeopleGrid>
  );
}

const DocumentList = styled.ul`
  display: grid;
  /* auto-fit: two documents share the width rather than leave a third of it empty (QA). */
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: 16px;
    height: 100%;
    padding: 20px 24px;
    border-radius: 18px;
    border: 1px solid ${colors.line};
    background: ${colors.white};
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
    transition: border-color 0.15s;
  }
  a:hover {
    border-color: ${colors.purple};
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Pdf = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 56px;
  border-radius: 8px;
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
  font-size: 12px;
  font-weight: 800;
`;

export function Documents({ documents }: { documents: readonly AiDocument[] }) {
  return (
    <DocumentList>
      {documents.map((document) => (
        <li key={document.fileName}>
          <a href={documentUrl(document)} target="_blank" rel="noopener">
            <Pdf aria-hidden="true">PDF</Pdf>
            <span>
              {document.title}
              <span className={visuallyHidden}> (PDF, откроется в&nbsp;новой вкладке)</span>
            </span>
          </a>
        </li>
      ))}
    </DocumentList>
  );
}
