// The question lib/leave-guard.tsx asks before a page with an unsent form is left: a chunk of its own,
// loaded when a visitor first tries to leave, so the forms' pages do not carry the dialog from the start.
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';

export default function LeaveQuestion({ loss, done, onAnswer }: { loss: string; done?: string; onAnswer: (leave: boolean) => void }) {
  // The dialog closes (animated) before it tells which way the visitor chose; Escape, the backdrop and
  // the close button stay.
  const [leave, setLeave] = useState<boolean | null>(null);
  return (
    <Dialog
      title="Уйти со&nbsp;страницы?"
      description={
        done ? (
          <>
            <strong>{done}</strong> {loss}
          </>
        ) : (
          loss
        )
      }
      closing={leave !== null}
      onDismiss={() => onAnswer(leave === true)}
      actions={
        <>
          <Button onClick={() => setLeave(false)}>Остаться</Button>
          <Button theme="basicWhiteWithBorder" onClick={() => setLeave(true)}>
            Уйти
          </Button>
        </>
      }
    />
  );
}
