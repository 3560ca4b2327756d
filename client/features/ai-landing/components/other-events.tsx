// The campaign's events as cards leading to their pages: the main page lists all five, an event page
// the other four.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { AI_SECTIONS, type AiSection } from '../content/campaign.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    grid-column: span 2;
  }
  &[data-count='5'] li:nth-child(-n + 2) {
    grid-column: span 3;
  }
  &[data-count='4'] li {
    grid-column: span 3;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li,
    &[data-count='5'] li:nth-child(-n + 2),
    &[data-count='4'] li {
      grid-column: auto;
    }
    &[data-count='5'] li:first-child {
      grid-column: span 2;
    }
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
    &[data-count='5'] li:first-child {
      grid-column: auto;
    }
  }
`;

const Card = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 14px;
  height: 100%;
  min-height: 320px;
  padding: 32px;
  border-radius: 28px;
  overflow: hidden;
  background: ${colors.navySoft};
  color: ${colors.white};
  text-decoration: none;
  transition: transform 0.2s;
  /* The title's size follows the card's width (below). */
  container-type: inline-size;

  &::after {
    content: '';
    position: absolute;
    inset: auto -30% -60% auto;
    width: 70%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(229, 72, 138, 0.45), transparent 70%);
    transition: transform 0.3s;
  }
  &:hover {
    transform: translateY(-4px);
  }
  &:hover::after {
    transform: scale(1.2);
  }
  li:nth-child(2n) &::after {
    background: radial-gradient(circle, rgba(124, 92, 255, 0.6), transparent 70%);
  }
  h3 {
    margin: 0;
    /* Clear of the round arrow in the top-right corner, which the first line of a long title reaches. */
    padding-right: 48px;
    font-size: 30px;
    /* Small enough for its longest word, «TED-конференция» (9 em), beside the arrow: on a card narrower
       than that the word was cut in two («TED-конференц / ия» at 768 px, QA). */
    font-size: min(30px, calc((100cqi - 48px) / 9.3));
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  p {
    position: relative;
    z-index: 1;
    margin: 0;
    color: #d5d9ef;
  }
  ${media.narrow} {
    min-height: 0;
    padding: 24px;
    h3 {
      font-size: 24px;
      font-size: min(24px, calc((100cqi - 48px) / 9.3));
    }
  }
`;

const Index = styled.span`
  font-size: 15px;
  font-weight: 800;
  color: #ff8fbf;
`;

const Meta = styled.span`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding-top: 12px;
  font-size: 15px;
  font-weight: 600;
  color: ${colors.white};
`;

const Arrow = styled.span`
  position: absolute;
  top: 28px;
  right: 28px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  font-size: 20px;
`;

export function EventCards({ except }: { except?: AiSection['page'] }) {
  const sections = AI_SECTIONS.filter((section) => section.page !== except);
  return (
    <Grid data-count={sections.length}>
      {sections.map((section) => (
        <li key={section.page}>
          <Card to={paths.aiPage(section.page)}>
            <Index>{String(section.index).padStart(2, '0')}</Index>
            <Arrow aria-hidden="true">→</Arrow>
            <h3>{section.title}</h3>
            <p>{section.teaser}</p>
            <Meta>
              {section.when}
              <br />
              {section.where}
            </Meta>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
