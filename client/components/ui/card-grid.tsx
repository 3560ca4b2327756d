// Cards in a grid: three (`data-columns="4"`: four) on desktop, two on tablets, one on phones.
import { styled } from '@linaria/react';
import { media } from './theme.ts';

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
  ${media.narrow} {
    &,
    &[data-columns='4'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
