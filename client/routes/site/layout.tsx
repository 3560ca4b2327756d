// The main site's layout (spec §2 "Layouts"): navbar, page, footer and the cabinet button around the
// pages, with the contact-us widget (but on the pages that are forms to the fund), and around its error page. A chunk of its own, so the AI landing's
// pages never load the main site's chrome.
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '#client/app/router.tsx';
import { ErrorPage } from '#client/components/layout/error-page.tsx';
import { PageShell } from '#client/components/layout/page-shell.tsx';
import { CabinetButton, useOpenSignIn } from '#client/features/auth/components/cabinet-button.tsx';
import { ContactUsWidget } from '#client/features/lead-form/components/contact-us-widget.tsx';
import { DialogHost } from '#client/lib/dialog-host.tsx';
import { PageFocus } from '#client/lib/page-focus.tsx';
import { PageScroll } from '#client/lib/page-scroll.tsx';
import { SignInProvider } from '#client/lib/sign-in-gate.tsx';

/** `landing` of the contact-us form on the main site, as the fund's e-mail names it. */
const SITE_CONTACT_LANDING = 'sajt-fonda';

/** Lets any page's links to the cabinet ask a visitor to sign in first (lib/sign-in-gate.tsx). */
function SignInFirst({ children }: { children: ReactNode }) {
  return <SignInProvider value={useOpenSignIn()}>{children}</SignInProvider>;
}

function SiteChrome({ children, contactWidget }: { children: ReactNode; contactWidget: boolean }) {
  // Not on a page that is itself a form to the fund (RouteHandle.formPage).
  const formPage = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.formPage);
  return (
    <DialogHost>
      <SignInFirst>
        <PageShell
          cabinetButton={<CabinetButton />}
          corner={contactWidget && !formPage ? <ContactUsWidget landing={SITE_CONTACT_LANDING} /> : null}
        >
          {children}
        </PageShell>
      </SignInFirst>
      <PageScroll />
      <PageFocus />
    </DialogHost>
  );
}

export function Component() {
  return (
    <SiteChrome contactWidget>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  return (
    <SiteChrome contactWidget={false}>
      <ErrorPage />
    </SiteChrome>
  );
}
