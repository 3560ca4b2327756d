// Person cards: four in a row on desktop, two on tablets, one on phones.
import { styled } from '@linaria/react';
import { media } from '../../../components/ui/theme.ts';

export const PersonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
