// The contact-us dialog (spec §2, §4): 520 px, the lead form sent to `contactUs`; on success it closes
// and the visitor lands on the thank-you page. Loaded only when opened, with the form code it needs.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#client/app/paths.ts';
import type { ThankYouState } from '#client/routes/thank-you.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { LeadForm, type LeadFormDraft } from './lead-form.tsx';

/** What was typed into a dialog closed unsent, per landing, until the page is reloaded (QA: Escape or a stray click on the backdrop lost it). */
const drafts = new Map<string, LeadFormDraft>();

function draftFor(landing: string): LeadFormDraft {
  let draft = drafts.get(landing);
  if (!draft) drafts.set(landing, (draft = {}));
  return draft;
}

export default function ContactUsDialog({
  landing,
  thankYouPath = paths.thankYou(),
  title = 'Связаться с\u00a0нами',
  onDismiss,
}: {
  landing: string;
  thankYouPath?: string;
  /** Named as the button that opened it («Задать вопрос» on the AI landing). */
  title?: string;
  onDismiss: () => void;
}) {
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draft] = useState(() => draftFor(landing));
  return (
    <Dialog
      title={title}
      description="Оставьте вопрос&nbsp;— специалист фонда перезвонит в&nbsp;течение рабочего дня."
      width="narrow"
      closing={sent}
      busy={busy}
      onDismiss={() => {
        onDismiss();
        if (sent) void navigate(thankYouPath, { state: { sent: 'question' } satisfies ThankYouState });
      }}
    >
      <LeadForm
        kind="contactUs"
        landing={landing}
        idPrefix="contact-us"
        submitLabel="Отправить вопрос"
        draft={draft}
        onPendingChange={setBusy}
        onSent={() => {
          // Sent: the next question starts empty (the form saves into this box as it goes, unheld).
          drafts.delete(landing);
          setSent(true);
        }}
      />
    </Dialog>
  );
}
