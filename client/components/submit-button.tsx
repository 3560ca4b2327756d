// A form's send button and what it tells a screen reader besides its label. Without consent it reads as
// unavailable (aria-disabled, spec §4) yet stays pressable, and its description says why. After a press
// that the form's own checks refused, focus is on the first field to fix (react-hook-form) and one status
// line says how many there are: the fields' messages are read at the fields, not all at once as alerts
// (an empty form announced seven alerts on one press: the accessibility pass).
import { useId, useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { pluralRu } from '#client/lib/plural.ts';
import { Button } from './ui/button.tsx';
import { visuallyHidden } from './ui/visually-hidden.ts';

export interface RefusedSend {
  fields: number;
  /** Counts the refusals, so a second one with the same count still changes the line and is read again. */
  attempt: number;
}

/** The form's own refusals of a send: `onInvalid` goes to handleSubmit's second argument, `clear` to the first. */
export function useRefusedSends() {
  const [refused, setRefused] = useState<RefusedSend | null>(null);
  return {
    refused,
    onInvalid: (errors: FieldErrors) => setRefused((last) => ({ fields: Object.keys(errors).length, attempt: (last?.attempt ?? 0) + 1 })),
    clear: () => setRefused(null),
  };
}

export function SubmitButton({
  pending,
  consent,
  disabled,
  refused,
  children,
}: {
  pending: boolean;
  consent: boolean;
  disabled?: boolean;
  refused: RefusedSend | null;
  children: ReactNode;
}) {
  const whyId = useId();
  return (
    <div>
      <Button
        type="submit"
        pending={pending}
        disabled={disabled}
        aria-disabled={!consent || undefined}
        aria-describedby={consent ? undefined : whyId}
      >
        {children}
      </Button>
      <span id={whyId} className={visuallyHidden}>
        Чтобы отправить, дайте согласие на&nbsp;обработку персональных данных
      </span>
      <span role="status" className={visuallyHidden}>
        {refused
          ? `Не\u00a0отправлено: исправьте ${pluralRu(refused.fields, ['поле', 'поля', 'полей'])}${refused.attempt % 2 === 0 ? '\u00a0' : ''}`
          : null}
      </span>
    </div>
  );
}
