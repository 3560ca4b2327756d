// The main site's layout (spec §2 "Layouts"): navbar, page, footer, the contact-us widget and the
// cabinet button, around the pages and around its error page. A chunk of its own, so the AI landing's
// pages never load the main site's chrome.
import { ErrorPage } from '#client/components/layout/error-page.tsx';
import { PageShell } from '#client/components/layout/page-shell.tsx';
import { CabinetButton } from '#client/features/auth/components/cabinet-button.tsx';
import { ContactUsWidget } from '#client/features/lead-form/components/contact-us-widget.tsx';
import { DialogHost } from '#client/lib/dialog-host.tsx';
import { Outlet } from 'react-router-dom';

/** `landing` of the contact-us form on the main site, as the fund's e-mail names it. */
const SITE_CONTACT_LANDING = 'sajt-fonda';

export function Component() {
  return (
    <DialogHost>
      <PageShell cabinetButton={<CabinetButton />}>
        <Outlet />
      </PageShell>
      <ContactUsWidget landing={SITE_CONTACT_LANDING} />
    </DialogHost>
  );
}

export function ErrorBoundary() {
  return (
    <DialogHost>
      <PageShell cabinetButton={<CabinetButton />}>
        <ErrorPage />
      </PageShell>
    </DialogHost>
  );
}
