// The default layout of spec §2: navbar, content, footer.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { SiteNotice } from './site-notice.tsx';

const Main = styled.main`
  min-height: 60vh;
`;

export function PageShell({ children, cabinetButton }: { children: ReactNode; cabinetButton?: ReactNode }) {
  return (
    <>
      <ProgressBar />
      <Navbar cabinetButton={cabinetButton} />
      <Main id="content">
        <SiteNotice />
        {children}
      </Main>
      <Footer />
      <CookieNotice />
    </>
  );
}
