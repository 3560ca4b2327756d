// The landing's layout (spec §2 "Layouts"): its navbar, the page, its footer, the cookie notice and the
// progress bar. Pages are server-rendered and shown at once: no spinner hides them (DESIGN §6). Below
// the fixed bar, every page but the main one starts with room for it; the main page's hero runs under
// the transparent bar.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieNotice } from '#client/components/layout/cookie-notice.tsx';
import { ProgressBar } from '#client/components/layout/progress-bar.tsx';
import { NoScriptNotice } from '#noscript-notice';
import { SkipLink } from '#client/components/layout/skip-link.tsx';
import { CONTENT_ID } from '#client/app/landmarks.ts';
import { colors, layout, media } from '#client/components/ui/theme.ts';
import { isAiMainPage } from '../landing-of.ts';
import { AiFooter } from './ai-footer.tsx';
import { AiNavbar } from './ai-navbar.tsx';

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${layout.topBarDesktop};
  background: ${colors.white};

  &[data-under-bar] {
    padding-top: 0;
  }
  /* Without scripts, the notice above the main page's hero keeps clear of the fixed bar. */
  &[data-under-bar] noscript > * {
    display: block;
    padding-top: ${layout.topBarDesktop};
  }
  ${media.mobile} {
    padding-top: ${layout.topBarMobile};

    &[data-under-bar] noscript > * {
      padding-top: ${layout.topBarMobile};
    }
  }
`;

export function AiShell({ children, contactButton }: { children: ReactNode; contactButton?: ReactNode }) {
  const { pathname } = useLocation();
  const underBar = isAiMainPage(pathname);
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <AiNavbar />
      <CookieNotice />
      <Main id={CONTENT_ID} tabIndex={-1} data-under-bar={underBar ? '' : undefined}>
        <NoScriptNotice />
        {children}
      </Main>
      <AiFooter contactButton={contactButton} />
    </>
  );
}
