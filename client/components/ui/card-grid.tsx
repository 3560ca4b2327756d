// Cards in a grid: three (`data-columns="4"`: four) on desktop, two on tablets, one on phones.
// `data-cards="covers"`: cards with a cover on top (news, events), laid out side by side when one is left alone in a row.
import { styled } from '@linaria/react';
import { media, mediaQueries } from './theme.ts';

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 32px;

  &[data-columns='4'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 24px;
  }

  ${media.mobile} {
    &,
    &[data-columns='4'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 20px;
    }
  }
  /* Two to a row on tablets: the odd last of cards with a cover on top (data-cards="covers") takes the
     whole row, its cover beside its text, instead of standing alone beside an empty half row (QA at 768
     and 1024 px: home's three events, an article's three similar posts, the ninth post of /news). */
  @media (min-width: 768px) and ${mediaQueries.mobile} {
    &[data-cards='covers'] > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
      flex-direction: row;

      /* The cover fills the card's height, cropped, however long the text beside it (QA at 768 px: a
         white strip under it). */
      /* min-width: 0, or the cover's aspect ratio, carried over from the card's height, sets a wider
         minimum (QA at 768 px: 62 % of the card, the text under the card's edge). */
      & > :first-child {
        flex: 0 0 calc(50% - 10px);
        min-width: 0;
      }
      & > img:first-child,
      & > :first-child img {
        height: 100%;
        object-fit: cover;
      }
    }
  }
  /* Other cards (a person's photo and name) keep their size: the odd last one stands in the middle of its
     row (QA at 768 and 1024 px: the team's seventh alone under the others, at the left). */
  @media (min-width: 768px) and ${mediaQueries.mobile} {
    &:not([data-cards='covers']) > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
      justify-self: center;
      width: calc(50% - 10px);
    }
  }
  ${media.narrow} {
    &,
    &[data-columns='4'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
