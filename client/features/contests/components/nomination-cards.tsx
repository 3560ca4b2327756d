// A contest's nominations as numbered cards: the name and what projects it is for.
import { styled } from '@linaria/react';
import type { ContestNomination } from '#shared/schemas/contest.ts';
import { lastRowAsWide } from '#client/components/ui/grid-fragments.ts';
import { colors, media } from '#client/components/ui/theme.ts';

const Cards = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: nomination;

  /* Five are three and two, the two as wide as the three; six are two rows of three (QA: five were four
     and one alone at 1440 px, three and two with a hole at 900). */
  ${lastRowAsWide(5, 3)}
  &[data-count='6'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Seven are four and three on a wide screen, the three as wide as the four (QA: a hole at the end of
     the row). */
  @media (min-width: 1200px) {
    ${lastRowAsWide(7, 4)}
  }
  /* Four would be three and one left over on a tablet (QA at 1024 px): two rows of two there. */
  ${media.mobile} {
    /* Seven in rows of three, the one left over as wide as a row, where four in a row leave long words
       no room. */
    &[data-count='7'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-count='7'] > li:last-child {
      grid-column: span 3;
    }
    &[data-count='4'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    /* And three would be two and one at 768 px (QA): three in a row there. */
    &[data-count='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* On a tablet three in a row leave a long word no room (QA: «предпринимательство» cut mid-word): two
     in a row, whatever the number, and an odd last one as wide as both. */
  ${media.tablet} {
    &[data-count] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    /* :nth-child(n) outweighs the five's spans above. */
    &[data-count] > li:nth-child(n) {
      grid-column: auto;
    }
    &[data-count] > li:last-child:nth-child(odd) {
      grid-column: span 2;
    }
  }
  ${media.narrow} {
    &[data-count] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-count] > li:last-child:nth-child(odd) {
      grid-column: auto;
    }
    gap: 12px;
  }
`;

const Card = styled.li`
  counter-increment: nomination;
  display: flex;
  flex-direction: column;
  padding: 28px;
  border-radius: 20px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  transition:
    border-color 0.15s,
    box-shadow 0.15s;

  &::before {
    content: counter(nomination, decimal-leading-zero);
    margin-bottom: 20px;
    font-size: 15px;
    font-weight: 800;
    letter-spacing: 0.08em;
    color: ${colors.purple};
  }
  &:hover {
    border-color: #cfc5f5;
    box-shadow: 0 12px 32px rgba(22, 20, 43, 0.06);
  }
  h3 {
    margin: 0 0 10px;
    font-size: 21px;
    /* A nomination's name comes from the fund: a word still longer than its card is hyphenated where
       the browser knows Russian, rather than cut at the edge. */
    hyphens: auto;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    padding: 22px 20px;

    &::before {
      margin-bottom: 12px;
    }
    h3 {
      font-size: 19px;
    }
  }
`;

export function NominationCards({ nominations }: { nominations: ContestNomination[] }) {
  return (
    <Cards data-count={nominations.length}>
      {nominations.map((nomination) => (
        <Card key={nomination.id}>
          <h3>{nomination.name}</h3>
          <p>{nomination.description}</p>
        </Card>
      ))}
    </Cards>
  );
}
