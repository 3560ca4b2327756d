// Event cards in three columns on desktop, two on tablets, one on phones.
import { styled } from '@linaria/react';
import { media } from '../../../components/ui/theme.ts';

export const EventGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 32px;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 20px;
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
