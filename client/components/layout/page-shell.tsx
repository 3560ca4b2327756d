// The default layout of spec §2: navbar, content, footer.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { NoScriptNotice } from '#noscript-notice';
import { SiteNotice } from './site-notice.tsx';
import { CONTENT_ID } from '#client/app/landmarks.ts';
import { SkipLink } from './skip-link.tsx';
import { layout, media } from '../ui/theme.ts';
import { UNDER_MENU } from '#client/app/landmarks.ts';

const Main = styled.main`
  /* Below the fixed top bar. */
  padding-top: ${layout.topBarDesktop};
  min-height: 60vh;
  /* The room above the footer, where the corner's widget stops. */
  margin-bottom: 96px;

  ${media.mobile} {
    padding-top: ${layout.topBarMobile};
  }
`;

/**
 * The bottom-right corner for a floating control (the contact-us widget). Sticky at the bottom of the
 * window while the page above the footer scrolls past, it stops where the footer begins: the control
 * floats over the page as a fixed one would, but never over the footer's contacts and links (QA: at
 * 1440×900 it covered the footer's phone on a person's page). No height of its own: it moves nothing.
 */
const Corner = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 30;
  height: 0;

  & > * {
    position: absolute;
    right: 24px;
    bottom: 24px;
  }
  ${media.narrow} {
    & > * {
      right: 16px;
      bottom: 16px;
    }
  }
  /* While the cookie notice is up, the control keeps to the window's corner below it: rising with the
     footer, it went under the notice (QA). The footer's room for the notice leaves this corner clear too. */
  :root:has([data-cookie-notice]) & {
    position: fixed;
    left: 0;
    right: 0;
  }
`;

/** `corner`: what floats in the bottom-right corner (the app passes the contact-us widget: the kit knows no features). */
export function PageShell({ children, cabinetButton, corner }: { children: ReactNode; cabinetButton?: ReactNode; corner?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Navbar cabinetButton={cabinetButton} />
      {/* Fixed at the bottom, but early in the order: Tab reaches it after the menu, not after the footer. */}
      <CookieNotice />
      <Main id={CONTENT_ID} tabIndex={-1}>
        <NoScriptNotice />
        <SiteNotice />
        {children}
      </Main>
      {corner ? <Corner {...UNDER_MENU}>{corner}</Corner> : null}
      <Footer />
    </>
  );
}
