// The default layout of spec §2: navbar, content, footer.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { NoScriptNotice } from './noscript-notice.tsx';
import { SiteNotice } from './site-notice.tsx';
import { CONTENT_ID } from '#client/lib/page-focus.tsx';
import { SkipLink } from './skip-link.tsx';

const Main = styled.main`
  min-height: 60vh;
`;

export function PageShell({ children, cabinetButton }: { children: ReactNode; cabinetButton?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Navbar cabinetButton={cabinetButton} />
      <Main id={CONTENT_ID} tabIndex={-1}>
        <NoScriptNotice />
        <SiteNotice />
        {children}
      </Main>
      <Footer />
      <CookieNotice />
    </>
  );
}
