// A one-time message carried by a navigation (`navigate(path, { state: { notice } })`): the account was
// deleted, the session ended, the visitor signed out. Shown once at the top of the page it leads to.
import { styled } from '@linaria/react';
import { useLocation } from 'react-router-dom';
import { Container } from '../ui/container.tsx';
import { colors } from '../ui/theme.ts';

export interface NoticeState {
  notice?: string;
}

/** The notice's look, shared with the notice for visitors without scripts. */
export const NoticeBanner = styled.p`
  margin: 24px 0 0;
  padding: 14px 20px;
  border-radius: 14px;
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
  font-weight: 600;
`;

export function SiteNotice() {
  const location = useLocation();
  const notice = (location.state as NoticeState | null)?.notice;
  if (!notice) return null;
  return (
    <Container>
      <NoticeBanner role="status">{notice}</NoticeBanner>
    </Container>
  );
}
