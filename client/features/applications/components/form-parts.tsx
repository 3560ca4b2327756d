// Pieces the application forms share: the card they sit in, the section headings, the failure box, the
// cabinet's lead line and its notice in place of a form, the question before leaving one unsent (the
// consent checkbox is components/consent-field.tsx, shared with the lead forms).
import { styled } from '@linaria/react';
import { useState, type ComponentProps } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { ApplicationStatus } from '#shared/application-limits.ts';
import type { UploadedFile } from '#shared/schemas/files.ts';
import { paths } from '#client/app/paths.ts';
import { SubmitButton, type RefusedSend } from '#client/components/submit-button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { ApiRequestError, failureMessage } from '#client/lib/api-client.ts';
import { hasTypedInput, useLeaveGuard } from '#client/lib/leave-guard.tsx';
import { keepDraftIfSessionEnded, useSessionDraft } from '#client/lib/session-draft.ts';

const Card = styled.form`
  display: grid;
  gap: 22px;
  padding: 40px;
  border-radius: 24px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  box-shadow: 0 16px 48px rgba(22, 20, 43, 0.06);

  fieldset {
    display: grid;
    gap: 20px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  /* The browser's 2 px of padding set the group's heading off its fields' left edge (QA). */
  /* A form alone in its column stays a form's width: the cabinet's contest form ran 1,100 px wide at 1440,
     its long answers wrapping at 150 characters (QA), and so did any form at 1199 px in the phone layout. */
  max-width: 860px;
  /* A note under a group's heading (what becomes public, say). */
  fieldset > p {
    margin: -8px 0 0;
    font-size: 15px;
    color: ${colors.inkSoft};
  }
  legend {
    padding: 0;
    margin-bottom: 16px;
    font-size: 20px;
    font-weight: 700;
  }
  ${media.narrow} {
    padding: 24px 18px;
  }
`;

/** An application form on its card. It needs scripts (react-hook-form, uploads), so it is hidden without them. */
export function FormCard(props: ComponentProps<'form'>) {
  return <Card {...NEEDS_SCRIPT} {...props} />;
}

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FailureBox = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  background: #fdeced;
  color: ${colors.danger};
`;

/** The form began from what was typed before the session ended (lib/session-draft.ts). */
export function DraftRestoredBox() {
  return (
    <DraftBox role="status">
      Сессия завершилась до&nbsp;отправки, но&nbsp;введённое сохранилось. Проверьте заявку, отметьте согласие и&nbsp;отправьте
      её&nbsp;снова.
    </DraftBox>
  );
}

/** The failure box's shape, in the site's purple: news, not an error. */
const DraftBox = styled(FailureBox)`
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
`;

/** The line under a cabinet form's heading. */
export const Lead = styled.p`
  color: ${colors.inkSoft};
  margin: 0 0 32px;
  max-width: 760px;
`;

/** What stands in place of a form that cannot be sent (a closed contest, an application under review). */
export const FormNotice = styled.div`
  padding: 32px;
  border-radius: 20px;
  background: ${colors.surface};
  max-width: 720px;

  p {
    color: ${colors.inkSoft};
  }
`;

/**
 * Why an application can no longer be changed, by its status: one taken up, decided, or (still «Новая»)
 * in a contest that has stopped taking applications (QA: a decided one said the experts had begun).
 */
const NOT_EDITABLE_REASONS: Record<ApplicationStatus, string> = {
  new: 'Приём заявок на\u00a0конкурс завершён.',
  in_review: 'Эксперты фонда уже рассматривают её.',
  accepted: 'Фонд уже рассмотрел её и\u00a0одобрил.',
  rejected: 'Фонд уже рассмотрел её: заявка отклонена.',
};

/** An application the fund has taken up (or whose contest is over) is no longer edited. */
export function NotEditableNotice({ status }: { status: ApplicationStatus }) {
  return (
    <FormNotice role="status">
      <h2>Эту заявку уже нельзя изменить</h2>
      <p>{NOT_EDITABLE_REASONS[status]} Статус заявки&nbsp;— в&nbsp;разделе «Мои заявки».</p>
      <ButtonLink to={paths.cabinetApplications()} theme="purple1" size="sm">
        Мои заявки
      </ButtonLink>
    </FormNotice>
  );
}

const CurrentVersionLink = styled.a`
  display: inline-block;
  margin-top: 8px;
  color: inherit;
  font-weight: 600;
`;

/**
 * The end of an application form: what went wrong on sending (a 409 of an edit, made meanwhile elsewhere
 * or taken up by the fund, with a link that opens the application as it is now in a new tab, so what is
 * typed here stays to be carried over: QA found no way to it but a reload, which lost the typing), and the button, which waits for the files
 * still uploading, and says «Сохранить изменения» when an application is edited. Without consent it looks
 * and reads as unavailable (aria-disabled) yet stays in the tab order and pressable: pressed, the form
 * checks its fields and says at the checkbox that consent is needed (QA: a disabled button said nothing,
 * and Tab went past it into the footer as if the form had none).
 */
export function SendRow({
  failure,
  pending,
  consent,
  uploading,
  editing,
  refused,
}: {
  failure: unknown;
  pending: boolean;
  consent: boolean;
  uploading: boolean;
  editing: boolean;
  refused: RefusedSend | null;
}) {
  const { pathname } = useLocation();
  const conflict = editing && failure instanceof ApiRequestError && failure.status === 409;
  return (
    <>
      {failure ? (
        <FailureBox role="alert">
          {failureMessage(failure)}
          {conflict ? (
            <>
              <br />
              <CurrentVersionLink href={pathname} target="_blank" rel="noopener">
                Открыть заявку, как она сохранена сейчас (в&nbsp;новой вкладке)
              </CurrentVersionLink>
            </>
          ) : null}
        </FailureBox>
      ) : null}
      <SubmitButton pending={pending} consent={consent} disabled={uploading} refused={refused}>
        {uploading ? 'Дождитесь загрузки файлов' : editing ? 'Сохранить изменения' : 'Отправить заявку'}
      </SubmitButton>
    </>
  );
}

/**
 * Asks before a visitor leaves an application they have begun or changed (lib/leave-guard.tsx): a field
 * typed in or a file added or removed. Ticking the consent alone loses nothing worth a question.
 */
export function useUnsentApplicationGuard(dirtyFields: object, attachmentsChanged: boolean, editing: boolean) {
  const unsaved = attachmentsChanged || hasTypedInput(dirtyFields);
  return useLeaveGuard(
    unsaved,
    editing
      ? 'Изменения в\u00a0заявке не\u00a0сохранены: если уйти, они пропадут.'
      : 'Заявка ещё не\u00a0отправлена: заполненные поля и\u00a0приложенные файлы не\u00a0сохранятся.',
  );
}

/**
 * An application form's draft across the session's end (lib/session-draft.ts), kept under the form's
 * address: `restored` once it has started from one, `keep(error)` after a failed send. Consent is asked
 * again, and the files come back with the values.
 */
export function useApplicationDraft<V extends FieldValues>(
  userId: number | undefined,
  form: { getValues: UseFormGetValues<V>; reset: UseFormReset<V> },
  attachments: { files: UploadedFile[]; restore: (files: UploadedFile[]) => void },
  /** An edit's: the `updatedAt` of the application as the form was opened. */
  openedVersion?: string,
) {
  const { pathname } = useLocation();
  // An edit restored from a draft is of the version the typing began from, not the one just read: a save
  // over a version saved meanwhile elsewhere is refused (409), not made over it (QA: the profile's case).
  const [version, setVersion] = useState(openedVersion);
  const restored = useSessionDraft<V>(pathname, userId, (draft) => {
    form.reset({ ...form.getValues(), ...draft.values, consent: false }, { keepDefaultValues: true });
    attachments.restore(draft.files);
    if (draft.version) setVersion(draft.version);
  });
  const keep = (error: unknown) => {
    if (userId !== undefined) {
      keepDraftIfSessionEnded<V>(error, pathname, { userId, values: form.getValues(), files: attachments.files, version });
    }
  };
  return { restored, keep, version };
}
