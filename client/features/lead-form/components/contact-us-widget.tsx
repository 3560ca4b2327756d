// The bottom-right widget of the main site (spec §2): opens the contact-us dialog, whose code loads only
// then. The layout floats it in its corner (components/layout/page-shell.tsx).
import { styled } from '@linaria/react';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { useDialogs } from '#client/lib/dialog-host.tsx';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';

const ContactUsDialog = lazyWithReload(() => import('./contact-us-dialog.tsx'));

const Widget = styled.button`
  display: inline-flex;
  /* The label comes first in the markup and the icon is drawn before it. The page streams, and a paint
     can come while the button is only partly parsed: it stays unseen until its last child, the icon, is
     in, so it never widens (and shifts) under the visitor's eyes. */
  flex-direction: row-reverse;
  align-items: center;
  gap: 10px;
  padding: 14px 20px;
  border: 0;
  border-radius: 999px;
  background: ${colors.purple};
  color: ${colors.white};
  font: inherit;
  font-weight: 600;
  box-shadow: 0 12px 32px rgba(91, 60, 196, 0.35);
  cursor: pointer;
  transition: background-color 0.15s;

  &:not(:has(> svg)) {
    visibility: hidden;
  }
  &:hover {
    background: ${colors.purpleDark};
  }
  svg {
    flex: none;
  }
  ${media.narrow} {
    padding: 14px;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
  }
`;

export function ContactUsWidget({ landing }: { landing: string }) {
  const dialogs = useDialogs();
  return (
    <Widget
      {...NEEDS_SCRIPT}
      type="button"
      aria-haspopup="dialog"
      onClick={() => dialogs.open((dismiss) => <ContactUsDialog landing={landing} onDismiss={dismiss} />)}
    >
      <span>Связаться с&nbsp;нами</span>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
    </Widget>
  );
}
