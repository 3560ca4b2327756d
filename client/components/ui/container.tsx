// The centred page column (max 1360px).
import { styled } from '@linaria/react';
import { layout, media } from './theme.ts';

export const Container = styled.div`
  max-width: ${layout.containerMax};
  margin: 0 auto;
  padding: 0 40px;

  ${media.mobile} {
    padding: 0 20px;
  }
`;
