// The project application's form (spec §3): contacts, the project, files and consent. New, it is the public
// page's (a signed-in user's contacts are filled in from the profile, and it goes to /thank-you); with an
// application, the cabinet's edit of it (PUT with the kept files as `appendedAttachments` and the added
// ones as `newAttachments`; then /cabinet/thank-you). The API stays the judge of every field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTypedBeforeHydration } from '#client/lib/typed-before-hydration.ts';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { ABOUT_PROJECT_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH, PROJECT_SPHERE_MAX_LENGTH } from '#shared/application-limits.ts';
import { maskedPhone } from '#shared/phone.ts';
import { createProjectApplicationSchema, type ProjectApplication } from '#shared/schemas/applications.ts';
import { paths } from '#client/app/paths.ts';
import type { ThankYouState } from '#client/routes/thank-you.tsx';
import { ConsentField } from '#client/components/consent-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { useApi } from '#client/lib/api-context.tsx';
import { sessionQuery } from '#client/lib/session-query.ts';
import { showApiFieldErrors } from '#client/lib/form-errors.ts';
import { useSendProjectApplication } from '../api/send-project-application.ts';
import { useUpdateProjectApplication } from '../api/update-project-application.ts';
import { AttachmentsField, editedAttachments, useAttachments } from './attachments-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { useRefusedSends } from '#client/components/submit-button.tsx';
import { DraftRestoredBox, FormCard, SendRow, useApplicationDraft, useUnsentApplicationGuard } from './form-parts.tsx';
import type { CabinetThankYouState } from '#client/routes/cabinet/thank-you.tsx';

const formSchema = createProjectApplicationSchema;
type Output = z.output<typeof formSchema>;
type Values = Omit<z.input<typeof formSchema>, 'consent' | 'attachments'> & { consent: boolean; attachments: string[] };
const resolver = zodResolver(formSchema) as unknown as Resolver<Values, unknown, Output>;
const FIELDS = ['name', 'phoneNumber', 'email', 'projectName', 'projectSphere', 'aboutProject', 'consent', 'attachments'] as const;

export function ProjectApplicationForm({ application }: { application?: ProjectApplication }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const send = useSendProjectApplication();
  const update = useUpdateProjectApplication(application?.id ?? 0);
  // The failed send's error, said by SendRow; null while none.
  const [failure, setFailure] = useState<unknown>(null);
  const attachments = useAttachments(application?.files);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitted, dirtyFields },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      name: application?.name ?? '',
      phoneNumber: application ? maskedPhone(application.phoneNumber) : '',
      email: application?.email ?? '',
      projectName: application?.projectName ?? '',
      projectSphere: application?.projectSphere ?? '',
      aboutProject: application?.aboutProject ?? '',
      consent: false,
      attachments: [],
    },
  });
  const formRef = useTypedBeforeHydration(setValue);
  const consent = useWatch({ control, name: 'consent' });
  const pending = send.isPending || update.isPending;
  const leave = useUnsentApplicationGuard(dirtyFields, attachments.changed, application !== undefined);

  // A new application takes a signed-in user's contacts, where the visitor has not typed anything yet.
  useEffect(() => {
    if (!user || application) return;
    const profile = { name: user.name, phoneNumber: maskedPhone(user.phoneNumber), email: user.email ?? '' };
    for (const [field, value] of Object.entries(profile) as Array<[keyof typeof profile, string]>) {
      if (value && !getValues(field)) setValue(field, value);
    }
  }, [user, application, getValues, setValue]);

  const draft = useApplicationDraft(user?.id, { getValues, reset }, attachments, application?.updatedAt);

  // Whether the application went in with the account: the session as it is now, not as the page knew it
  // (a session can end between the page's load and the send, and the application then goes in without it).
  const queryClient = useQueryClient();
  const api = useApi();
  const accountAfterSend = async (): Promise<ThankYouState['account']> => {
    try {
      const session = await queryClient.fetchQuery({ ...sessionQuery(api), staleTime: 0 });
      return session.user ? 'linked' : 'session-ended';
    } catch {
      return undefined;
    }
  };

  const refusals = useRefusedSends();
  const submit = handleSubmit(async (values) => {
    refusals.clear();
    if (!attachments.ready) return;
    setFailure(null);
    try {
      if (application) {
        // The version the form was opened with: a save from an older one is refused (409), not made.
        await update.mutateAsync({
          ...values,
          id: application.id,
          updatedAt: draft.version,
          ...editedAttachments(application.files, attachments.files),
        });
        leave.release();
        void navigate(paths.cabinetThankYou(), { state: { sent: 'edited' } satisfies CabinetThankYouState });
      } else {
        await send.mutateAsync({ ...values, attachments: attachments.files.map((file) => file.id) });
        const account = user ? await accountAfterSend() : undefined;
        leave.release();
        void navigate(paths.thankYou(), { state: { sent: 'project', account } satisfies ThankYouState });
      }
    } catch (error) {
      draft.keep(error);
      showApiFieldErrors(error, setError, FIELDS);
      setFailure(error);
    }
  }, refusals.onInvalid);

  return (
    <>
      <FormCard
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        aria-label="Заявка на&nbsp;рассмотрение проекта"
      >
        {draft.restored ? <DraftRestoredBox /> : null}
        <fieldset>
          <legend>Контакты</legend>
          <ContactFields control={control} idPrefix="project-contact" />
        </fieldset>
        <fieldset>
          <legend>Проект</legend>
          <TextField
            control={control}
            name="projectName"
            id="project-title"
            label="Название проекта"
            required
            maxLength={PROJECT_NAME_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="projectSphere"
            id="project-sphere"
            label="Сфера проекта"
            required
            maxLength={PROJECT_SPHERE_MAX_LENGTH}
            placeholder="Например, ИТ или туризм"
          />
          <TextField
            control={control}
            name="aboutProject"
            id="project-about"
            label="О&nbsp;проекте"
            type="textarea"
            rows={5}
            required
            maxLength={ABOUT_PROJECT_MAX_LENGTH}
          />
          <AttachmentsField {...attachments.field} submitted={isSubmitted} error={errors.attachments?.message} />
        </fieldset>
        <ConsentField control={control} name="consent" id="project-consent" />
        <SendRow
          failure={failure}
          pending={pending}
          consent={consent}
          uploading={attachments.busy}
          editing={application !== undefined}
          refused={refusals.refused}
        />
      </FormCard>
      {leave.prompt}
    </>
  );
}
