// The lead form of spec §3–§5: full name, phone (masked), an optional e-mail where the page asks for it,
// question, the personal-data consent, and the invisible captcha. The shared schema validates it in the browser with the API's own messages; the
// API stays the judge, and its per-field refusals appear next to the fields. Submitting is impossible
// while a send is pending or the consent is not ticked; a failed send says why in Russian and keeps
// everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '@linaria/react';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTypedBeforeHydration } from '#client/lib/typed-before-hydration.ts';
import { QUESTION_MAX_LENGTH, type LeadFormKind } from '#shared/lead-forms.ts';
import { SubmitButton, useRefusedSends } from '#client/components/submit-button.tsx';
import { ConsentField } from '#client/components/consent-field.tsx';
import { EmailField, PhoneField, TextField } from '#client/components/text-field.tsx';
import { colors } from '#client/components/ui/theme.ts';
import { failureMessage } from '#client/lib/api-client.ts';
import { showApiFieldErrors } from '#client/lib/form-errors.ts';
import { hasTypedInput, useLeaveGuard } from '#client/lib/leave-guard.tsx';
import { useSendLead } from '../api/send-lead.ts';
import { EMPTY_LEAD_FORM, leadFormSchema, type LeadFormOutput, type LeadFormValues } from '../lead-form-schema.ts';
import { CaptchaError, useInvisibleCaptcha } from './invisible-captcha.tsx';

const Form = styled.form`
  display: grid;
  gap: 20px;
`;

const Failure = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  background: #fdeced;
  color: ${colors.danger};
`;

const CaptchaNotice = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${colors.inkSoft};
`;

export interface LeadFormProps {
  kind: LeadFormKind;
  /** Names the page or form that sent the lead, as the fund's e-mail shows it (`LEAD_LANDINGS`). */
  landing: string;
  /** The form's id prefix: two forms on one page need different ones. */
  idPrefix: string;
  submitLabel?: string;
  questionLabel?: string;
  /** Also asks for an e-mail address (optional), as the investors' consultation request does. */
  askEmail?: boolean;
  onSent: () => void;
  /**
   * Where the form keeps what was typed when it goes away (a dialog closed by Escape or a stray click),
   * and starts from when it comes back. The owner drops it once the form is sent.
   */
  draft?: LeadFormDraft;
  /**
   * A form that is the page itself (the consultation request, the AI landing's events): leaving it with
   * something typed asks first, saying this (lib/leave-guard.tsx). A dialog's form keeps a draft instead.
   */
  leaveWarning?: string;
  /** Told when a send starts and when it has ended (a dialog holding the form stays open meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

/** Its own component, mounted only where asked for: React Router keeps one blocker at a time, and a
 * page's guarded form may share the page with the contact-us dialog's form. */
function LeaveGuard({ unsaved, loss }: { unsaved: boolean; loss: string }) {
  return useLeaveGuard(unsaved, loss).prompt;
}

export interface LeadFormDraft {
  values?: LeadFormValues;
}

const resolver = zodResolver(leadFormSchema) as unknown as Resolver<LeadFormValues, unknown, LeadFormOutput>;

export function LeadForm({
  kind,
  landing,
  idPrefix,
  submitLabel = 'Отправить',
  questionLabel = 'Ваш вопрос',
  askEmail = false,
  onSent,
  draft,
  leaveWarning,
  onPendingChange,
}: LeadFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { dirtyFields },
  } = useForm<LeadFormValues, unknown, LeadFormOutput>({
    resolver,
    defaultValues: draft?.values ?? EMPTY_LEAD_FORM,
    // Checked on submit, then as the visitor corrects: a message appearing on blur would move the
    // submit button under a pressed mouse and swallow the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const formRef = useTypedBeforeHydration(setValue);
  const sendLead = useSendLead(kind);
  const captcha = useInvisibleCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Sent: the button stays busy until the thank-you page has replaced the form, since between the API's
  // answer and that page a second click of a double click sent the lead again (QA).
  const [sent, setSent] = useState(false);
  const consent = useWatch({ control, name: 'consent' });
  const pending = checking || sendLead.isPending || sent;
  useEffect(
    () => () => {
      if (draft) draft.values = getValues();
    },
    [draft, getValues],
  );
  const tellPending = useEffectEvent((now: boolean) => onPendingChange?.(now));
  useEffect(() => tellPending(pending), [pending]);
  // Once sent, the owner moves on (the thank-you page) from the render that released the leave guard.
  const moveOn = useEffectEvent(onSent);
  useEffect(() => {
    if (sent) moveOn();
  }, [sent]);

  const refusals = useRefusedSends();
  const submit = handleSubmit(async (values) => {
    refusals.clear();
    setFailure(null);
    let captchaToken: string | null;
    setChecking(true);
    try {
      captchaToken = await captcha.requestToken();
    } catch (error) {
      setFailure(error instanceof CaptchaError ? error.message : failureMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    try {
      await sendLead.mutateAsync({ lead: { ...values, landing, consent: true }, captchaToken });
      setSent(true);
    } catch (error) {
      showApiFieldErrors(error, setError, ['fullName', 'phone', 'email', 'question', 'consent']);
      setFailure(failureMessage(error));
    }
  }, refusals.onInvalid);

  return (
    <Form ref={formRef} {...NEEDS_SCRIPT} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {leaveWarning ? <LeaveGuard unsaved={!sent && hasTypedInput(dirtyFields)} loss={leaveWarning} /> : null}
      <TextField control={control} name="fullName" id={`${idPrefix}-full-name`} label="ФИО" required autoComplete="name" maxLength={200} />
      <PhoneField control={control} name="phone" id={`${idPrefix}-phone`} required />
      {askEmail ? <EmailField control={control} name="email" id={`${idPrefix}-email`} /> : null}
      <TextField
        control={control}
        name="question"
        id={`${idPrefix}-question`}
        label={questionLabel}
        type="textarea"
        required
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
      />
      <ConsentField control={control} name="consent" id={`${idPrefix}-consent`} />
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <SubmitButton pending={pending} consent={consent} refused={refusals.refused}>
        {submitLabel}
      </SubmitButton>
      {captcha.element ? (
        <CaptchaNotice>
          Форма защищена Yandex SmartCaptcha:{' '}
          <a href="https://yandex.ru/legal/smartcaptcha_notice/" target="_blank" rel="noopener noreferrer">
            условия обработки данных
          </a>
          .
        </CaptchaNotice>
      ) : null}
      {captcha.element}
    </Form>
  );
}
