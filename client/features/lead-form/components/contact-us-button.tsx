// A button that opens the contact-us dialog, for a layout that shows it inline (the AI landing's
// footer) rather than as the fixed widget. The dialog's code loads only when it opens.
import { Button } from '#client/components/ui/button.tsx';
import type { ButtonTheme } from '#client/components/ui/button-styles.ts';
import { useDialogs } from '#client/lib/dialog-host.tsx';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';

const ContactUsDialog = lazyWithReload(() => import('./contact-us-dialog.tsx'));

export interface ContactUsButtonProps {
  /** Names the page the visitor writes from (`LEAD_LANDINGS`). */
  landing: string;
  /** Where the visitor lands once the question is sent. */
  thankYouPath: string;
  theme?: ButtonTheme;
  /** The button's words; the dialog it opens is named by them too («Задать вопрос», QA: it said «Связаться с нами»). */
  children?: string;
}

export function ContactUsButton({ landing, thankYouPath, theme = 'basicWhite', children = 'Связаться с\u00a0нами' }: ContactUsButtonProps) {
  const dialogs = useDialogs();
  return (
    <Button
      theme={theme}
      aria-haspopup="dialog"
      onClick={() =>
        dialogs.open((dismiss) => <ContactUsDialog landing={landing} thankYouPath={thankYouPath} title={children} onDismiss={dismiss} />)
      }
    >
      {children}
    </Button>
  );
}
