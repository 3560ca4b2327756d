// CSS fragments for grids of cards, interpolated into Linaria styles (evaluated at build time).
import { media } from './theme.ts';

/**
 * For a list of `data-count` cards (`li`) laid out three in a row: on a tablet three leave a long word
 * no room (QA at 768–1000 px cut «предпринимательство» and «и предпринимателям» mid-word), so two
 * there, and the third as wide as both; one to a row on phones. Interpolate it after the grid's own
 * columns.
 */
export const threeCardsAsTwoOnTablets = `
  ${media.tablet} {
    &[data-count='3'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-count='3'] > li:last-child {
      grid-column: span 2;
    }
  }
  ${media.narrow} {
    &[data-count='3'] > li:last-child {
      grid-column: auto;
    }
  }
`;

/**
 * `count` cards as a row of `perRow` and a shorter last row whose cards share its whole width (five as
 * three and two, seven as four and three), on a grid of `perRow × rest` columns: a last row of cards as
 * wide as the first leaves a hole at its end (QA). Interpolate where the layout applies.
 */
export function lastRowAsWide(count: number, perRow: number): string {
  const rest = count - perRow;
  return `
  &[data-count='${count}'] {
    grid-template-columns: repeat(${perRow * rest}, minmax(0, 1fr));
  }
  &[data-count='${count}'] > li {
    grid-column: span ${rest};
  }
  &[data-count='${count}'] > li:nth-child(n + ${perRow + 1}) {
    grid-column: span ${perRow};
  }
`;
}
