// The default layout of spec §2: navbar, content, footer.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

const Main = styled.main`
  min-height: 60vh;
`;

export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      <Main id="content">{children}</Main>
      <Footer />
    </>
  );
}
