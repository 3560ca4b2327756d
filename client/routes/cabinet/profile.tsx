// /cabinet: the profile (spec §2 "Cabinet"): name, phone (mask +7 (XXX) 000-00-00, kept as 7 and ten
// digits) and e-mail, saved with POST /api/auth/user; signing out; deleting the account after a dialog
// that says exactly what goes with it.
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '@linaria/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTypedBeforeHydration } from '#client/lib/typed-before-hydration.ts';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { PERSON_NAME_MAX_LENGTH } from '#shared/application-limits.ts';
import { maskedPhone } from '#shared/phone.ts';
import { PROFILE_CHANGED_MESSAGE, updateAuthUserSchema, type AuthUser } from '#shared/schemas/auth.ts';
import { paths } from '#client/app/paths.ts';
import type { NoticeState } from '#client/components/layout/site-notice.tsx';
import { EmailField, PhoneField, TextField } from '#client/components/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { useDeleteAccount } from '#client/features/cabinet/api/delete-account.ts';
import { useCabinetUser, useFetchCabinetUser } from '#client/features/cabinet/api/get-cabinet-user.ts';
import { useSaveProfile } from '#client/features/cabinet/api/save-profile.ts';
import { useSignOut } from '#client/features/cabinet/api/sign-out.ts';
import { ApiRequestError, failureMessage } from '#client/lib/api-client.ts';
import { showApiFieldErrors } from '#client/lib/form-errors.ts';
import { pluralRu } from '#client/lib/plural.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { useDialogs } from '#client/lib/dialog-host.tsx';
import { useLeaveGuard } from '#client/lib/leave-guard.tsx';
import { keepDraftIfSessionEnded, useSessionDraft } from '#client/lib/session-draft.ts';

type ProfileValues = z.input<typeof updateAuthUserSchema> & { phoneNumber: string; email: string };
type ProfileOutput = z.output<typeof updateAuthUserSchema>;
const resolver = zodResolver(updateAuthUserSchema) as unknown as Resolver<ProfileValues, unknown, ProfileOutput>;

/** A user as the profile form shows them. */
function profileValuesOf(user: AuthUser): ProfileValues {
  return { name: user.name, phoneNumber: maskedPhone(user.phoneNumber), email: user.email ?? '' };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  gap: 48px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 32px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 20px;
  max-width: 560px;
`;

// Always on the page, filled when saved: screen readers announce a live region's new text, not a region
// that arrives already filled (QA). Empty, it takes no room in the form.
const Saved = styled.p`
  margin: 0;
  color: #1d7a46;
  font-weight: 600;

  /* What was typed before the session ended, back in the form: news, not a success. */
  &[data-draft] {
    color: ${colors.purpleDark};
  }
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  background: #fdeced;
  color: ${colors.danger};
`;

const Side = styled.aside`
  display: grid;
  gap: 24px;
  padding: 28px;
  border-radius: 20px;
  background: ${colors.surface};

  h2 {
    font-size: 20px;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 12px;
    color: ${colors.inkSoft};
  }
`;

const DeleteList = styled.ul`
  margin: 0 0 8px;
  padding-left: 20px;
  color: ${colors.ink};
`;

export function Component() {
  const { data: user } = useCabinetUser();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const save = useSaveProfile();
  const signOut = useSignOut();
  const { reset } = useAuth();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The version the form's values came from, sent with the save: a save over a profile saved since in
  // another tab is refused (409), not made over it without a word (QA). After such a refusal it is the
  // version now saved (`changedElsewhere`), so saving again replaces it knowingly.
  const [version, setVersion] = useState(user.updatedAt);
  const [changedElsewhere, setChangedElsewhere] = useState<AuthUser | null>(null);
  const fetchCurrentUser = useFetchCabinetUser();
  // Its own place, in the «Выход» block: shown in the form, it read as a failed save (QA).
  const [signOutFailure, setSignOutFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset: resetForm,
    formState: { isDirty },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver,
    defaultValues: profileValuesOf(user),
  });
  const formRef = useTypedBeforeHydration(setValue);
  // Leaving with changes not saved asks first (QA: «Мои заявки» and back brought the old name without a word).
  const unsavedChanges = useLeaveGuard(isDirty, 'Изменения профиля не\u00a0сохранены: если уйти, они пропадут.');

  // A save refused because the session had ended keeps what was typed, and signed in again the visitor
  // finds it in the form (QA: the profile came back as saved, the typed name gone).
  const draftRestored = useSessionDraft<ProfileValues>(paths.cabinet(), user.id, (draft) => {
    resetForm({ ...profileValuesOf(user), ...draft.values }, { keepDefaultValues: true });
    // The version the typing began from, not the one just read (QA: a save from another tab was lost).
    if (draft.version) setVersion(draft.version);
  });
  // A save the form's own checks refused is said in one status line, as on the other forms (QA: focus
  // went to the field, and a screen reader heard nothing of how many there were).
  const [refused, setRefused] = useState<{ fields: number; attempt: number } | null>(null);
  const submit = handleSubmit(
    async (profile) => {
      setRefused(null);
      setSaved(false);
      setFailure(null);
      setChangedElsewhere(null);
      try {
        const savedUser = await save.mutateAsync({ ...profile, updatedAt: version });
        // What is saved, as the API keeps it (trimmed, spaces made single: QA saw the spaces typed stay in
        // the field), is the form's new starting point: nothing is left unsaved.
        resetForm(profileValuesOf(savedUser));
        setVersion(savedUser.updatedAt);
        setSaved(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          const current = await fetchCurrentUser().catch(() => null);
          if (current) {
            setVersion(current.updatedAt);
            setChangedElsewhere(current);
            return;
          }
        }
        keepDraftIfSessionEnded<ProfileValues>(error, paths.cabinet(), { userId: user.id, values: getValues(), files: [], version });
        showApiFieldErrors(error, setError, ['name', 'phoneNumber', 'email']);
        setFailure(failureMessage(error));
      }
    },
    (errors) => setRefused((last) => ({ fields: Object.keys(errors).length, attempt: (last?.attempt ?? 0) + 1 })),
  );
  // A double click sends once: the button is disabled only from the render after the first send began.
  const saving = useRef(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      await submit(event);
    } finally {
      saving.current = false;
    }
  };

  const leave = async () => {
    let notice = 'Вы вышли из\u00a0личного кабинета.';
    setSignOutFailure(null);
    try {
      await signOut.mutateAsync();
    } catch (error) {
      // The site cleared the cookie but could not reach the API to end the session there (503 with
      // `revoked: false`, docs/security.md): this device is signed out, and the visitor is told the rest.
      const unconfirmed = error instanceof ApiRequestError && (error.body as { revoked?: unknown } | null)?.revoked === false;
      if (!unconfirmed) {
        setSignOutFailure(`Выйти не\u00a0удалось. ${failureMessage(error, { typed: false })}`);
        return;
      }
      notice = error.apiMessage ?? notice;
    }
    await navigate(paths.home(), { state: { notice } satisfies NoticeState });
    reset();
  };

  return (
    <>
      <>
        <title>Профиль&nbsp;— Личный кабинет&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <h1>Профиль</h1>
      <Grid>
        <Form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
          {unsavedChanges.prompt}
          <TextField
            control={control}
            name="name"
            id="profile-name"
            label="Имя и&nbsp;фамилия"
            required
            autoComplete="name"
            maxLength={PERSON_NAME_MAX_LENGTH}
          />
          <PhoneField control={control} name="phoneNumber" id="profile-phone" />
          <EmailField control={control} name="email" id="profile-email" />
          {failure ? <Failure role="alert">{failure}</Failure> : null}
          {changedElsewhere ? (
            <ChangedElsewhere
              saved={changedElsewhere}
              onTakeSaved={() => {
                resetForm(profileValuesOf(changedElsewhere));
                setChangedElsewhere(null);
                // The button goes with the box: focus to the form's first field, not to the page's top (QA),
                // once the box is gone.
                requestAnimationFrame(() => (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus());
              }}
            />
          ) : null}
          {/* Only while the fields are as saved (QA: it stayed beside a name typed after saving), in words true
              whether or not anything was changed (QA: «Изменения сохранены» after saving the profile as it was). */}
          <Saved role="status" data-draft={draftRestored && isDirty ? '' : undefined}>
            {draftRestored && isDirty
              ? 'Сессия завершилась до\u00a0сохранения, но\u00a0введённое осталось: проверьте и\u00a0сохраните снова.'
              : saved && !isDirty
                ? 'Данные профиля сохранены'
                : null}
          </Saved>
          <div>
            <Button type="submit" pending={save.isPending}>
              Сохранить
            </Button>
            <span role="status" className={visuallyHidden}>
              {/* A second refusal with the same count still changes the line, so it is read again. */}
              {refused
                ? `Не\u00a0сохранено: исправьте ${pluralRu(refused.fields, ['поле', 'поля', 'полей'])}${refused.attempt % 2 === 0 ? '\u00a0' : ''}`
                : null}
            </span>
          </div>
        </Form>
        <Side>
          <section aria-labelledby="sign-out-title">
            <h2 id="sign-out-title">Выход</h2>
            <p>Завершит сеанс на&nbsp;этом устройстве.</p>
            {signOutFailure ? <Failure role="alert">{signOutFailure}</Failure> : null}
            <Button theme="basicWhiteWithBorder" pending={signOut.isPending} onClick={() => void leave()}>
              Выйти
            </Button>
          </section>
          <section aria-labelledby="delete-title">
            <h2 id="delete-title">Удаление аккаунта</h2>
            <p>Аккаунт, все заявки и&nbsp;загруженные файлы будут удалены без&nbsp;возможности восстановления.</p>
            <Button
              theme="basicWhiteWithDottedBorder"
              aria-haspopup="dialog"
              onClick={() => dialogs.open((dismiss) => <DeleteAccountDialog onDismiss={dismiss} />)}
            >
              Удалить аккаунт
            </Button>
          </section>
        </Side>
      </Grid>
    </>
  );
}

const Conflict = styled(Failure)`
  display: grid;
  gap: 12px;
  justify-items: start;

  p,
  dl {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
    color: ${colors.ink};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
`;

/**
 * A save refused because the profile was saved meanwhile elsewhere: what is saved there, beside what is
 * typed here, and the choice between them (saving again replaces it; the button takes it into the form).
 */
function ChangedElsewhere({ saved, onTakeSaved }: { saved: AuthUser; onTakeSaved: () => void }) {
  return (
    <Conflict as="div" role="alert">
      <p>{PROFILE_CHANGED_MESSAGE} Там сохранено:</p>
      <dl>
        <dt>Имя</dt>
        <dd>{saved.name}</dd>
        <dt>Телефон</dt>
        <dd>{saved.phoneNumber ? maskedPhone(saved.phoneNumber) : 'не\u00a0указан'}</dd>
        <dt>Почта</dt>
        <dd>{saved.email ?? 'не\u00a0указана'}</dd>
      </dl>
      <p>Нажмите «Сохранить», чтобы записать данные из&nbsp;формы, или подставьте в&nbsp;неё сохранённые.</p>
      <Button type="button" size="sm" theme="basicWhiteWithBorder" onClick={onTakeSaved}>
        Подставить сохранённые
      </Button>
    </Conflict>
  );
}

/** Says first that nothing was deleted (QA: the stock «введённые данные сохранены», since «всё введённое осталось в форме», read as the account kept). */
function deletionFailure(error: unknown): string {
  return `Аккаунт не\u00a0удалён. ${failureMessage(error, { typed: false })}`;
}

function DeleteAccountDialog({ onDismiss }: { onDismiss: () => void }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const { reset } = useAuth();
  const [closing, setClosing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A double click's second press comes before the button shows it is sending (QA: the account was
  // deleted, and the second request got a 401).
  const sending = useRef(false);
  const listId = useId();
  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await deleteAccount.mutateAsync();
      onDismiss();
      await navigate(paths.home(), { state: { notice: 'Аккаунт удалён вместе с\u00a0заявками и\u00a0файлами.' } satisfies NoticeState });
      reset();
    } catch (error) {
      setFailure(deletionFailure(error));
      sending.current = false;
    }
  };
  return (
    <Dialog
      title="Удалить аккаунт?"
      description="Это действие нельзя отменить. Вместе с&nbsp;аккаунтом будут удалены:"
      // The list after the colon is read with it (QA: a screen reader heard a sentence end at the colon).
      descriptionMoreId={listId}
      width="narrow"
      closing={closing}
      busy={deleteAccount.isPending}
      onDismiss={onDismiss}
      actions={
        <>
          <Button theme="basicPink" pending={deleteAccount.isPending} onClick={() => void confirm()}>
            Да, удалить навсегда
          </Button>
          <Button
            theme="basicWhiteWithBorder"
            aria-disabled={deleteAccount.isPending || undefined}
            onClick={() => {
              if (!deleteAccount.isPending) setClosing(true);
            }}
          >
            Отмена
          </Button>
        </>
      }
    >
      <DeleteList id={listId}>
        <li>профиль: имя, телефон и&nbsp;электронная почта;</li>
        <li>
          все поданные заявки&nbsp;— на&nbsp;рассмотрение проектов и&nbsp;на&nbsp;конкурсы; проекты, уже показанные на&nbsp;странице
          участников конкурса, пропадут и&nbsp;с&nbsp;неё;
        </li>
        <li>все загруженные файлы.</li>
      </DeleteList>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Dialog>
  );
}
