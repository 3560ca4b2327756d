// The «Карелия против ИИ» landing's layout (spec §2 "AI landing", "Layouts"): its own navbar and
// footer around the pages and around its error page. Its contact button names the page the visitor is
// on. A chunk of its own, so the main site's pages never load the landing's chrome.
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '#client/app/paths.ts';
import { ErrorPage } from '#client/components/layout/error-page.tsx';
import { AiShell } from '#client/features/ai-landing/components/ai-shell.tsx';
import { landingOf } from '#client/features/ai-landing/landing-of.ts';
import { ContactUsButton } from '#client/features/lead-form/components/contact-us-button.tsx';
import { DialogHost } from '#client/lib/dialog-host.tsx';
import { PageFocus } from '#client/lib/page-focus.tsx';
import { PageScroll } from '#client/lib/page-scroll.tsx';

function AiChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <DialogHost>
      <AiShell contactButton={<ContactUsButton landing={landingOf(pathname)} thankYouPath={paths.aiThankYou('contactUs')} />}>
        {children}
      </AiShell>
      <PageScroll />
      <PageFocus />
    </DialogHost>
  );
}

export function Component() {
  return (
    <AiChrome>
      <Outlet />
    </AiChrome>
  );
}

export function ErrorBoundary() {
  return (
    <AiChrome>
      <ErrorPage />
    </AiChrome>
  );
}
