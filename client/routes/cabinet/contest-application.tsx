// /cabinet/zayavka-na-uchastie-v-konkurse/:slug/:id?: the contest application (spec §2, §3). The
// nomination is chosen from the contest's own; with `:id` the user's application loads and is edited
// (PUT with the kept files as `appendedAttachments` and the added ones as `newAttachments`). A closed
// contest takes no new applications and says so. Sent → /cabinet/thank-you.
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTypedBeforeHydration } from '#client/lib/typed-before-hydration.ts';
import { redirect, useLoaderData, useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import {
  ABOUT_PROJECT_MAX_LENGTH,
  CONTEST_PARTICIPANTS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_RELEVANCE_MAX_LENGTH,
  PROJECT_SHORT_DESCRIPTION_MAX_LENGTH,
  PROJECT_SPHERE_MAX_LENGTH,
  REGISTRATION_ADDRESS_MAX_LENGTH,
} from '#shared/application-limits.ts';
import { formatDate } from '#shared/format-date.ts';
import { maskedPhone } from '#shared/phone.ts';
import { createContestApplicationSchema, type ContestApplication } from '#shared/schemas/applications.ts';
import type { Contest } from '#shared/schemas/contest.ts';
import { paths } from '#client/app/paths.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { RequiredMark } from '#client/components/ui/field.tsx';
import { ConsentField } from '#client/components/consent-field.tsx';
import { useRefusedSends } from '#client/components/submit-button.tsx';
import { colors } from '#client/components/ui/theme.ts';
import { contestForApplicationQuery, useContestForApplication } from '#client/features/applications/api/get-contest-for-application.ts';
import { contestPhase, NOMINATIONS_PENDING } from '#client/features/contests/contest-phase.ts';
import { ownContestApplicationQuery, useOwnContestApplication } from '#client/features/applications/api/get-own-contest-application.ts';
import { useSendContestApplication } from '#client/features/applications/api/send-contest-application.ts';
import { useUpdateContestApplication } from '#client/features/applications/api/update-contest-application.ts';
import { AttachmentsField, editedAttachments, useAttachments } from '#client/features/applications/components/attachments-field.tsx';
import {
  DraftRestoredBox,
  FormCard,
  FormNotice,
  Lead,
  NotEditableNotice,
  SendRow,
  useApplicationDraft,
  useUnsentApplicationGuard,
} from '#client/features/applications/components/form-parts.tsx';
import { ContactFields } from '#client/features/applications/components/contact-fields.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useCabinetUser } from '#client/features/cabinet/api/get-cabinet-user.ts';
import { showApiFieldErrors } from '#client/lib/form-errors.ts';
import { ensureData, idFromPath, type LoaderFactory } from '#client/lib/route-data.ts';
import { quoteRu } from '#shared/quote-ru.ts';
import type { CabinetThankYouState } from './thank-you.tsx';

interface LoaderData {
  slug: string;
  id: number | null;
}

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async ({ params }): Promise<LoaderData | Response> => {
    const slug = params.slug ?? '';
    const id = params.id === undefined ? null : idFromPath(params.id);
    const [, application] = await Promise.all([
      ensureData(queryClient, contestForApplicationQuery(api, slug)),
      id === null ? null : ensureData(queryClient, ownContestApplicationQuery(api, id)),
    ]);
    // An application is edited under its own contest: under another one's address the form would offer
    // that contest's nominations and dates, and the API would refuse the move only on saving.
    if (application && application.contest.slug !== slug) return redirect(paths.contestApplication(application.contest.slug, id!));
    return { slug, id };
  };

const schema = createContestApplicationSchema;
type Output = z.output<typeof schema>;
type Values = Omit<z.input<typeof schema>, 'consent' | 'attachments' | 'nominationId' | 'contestId'> & {
  contestId: number;
  nominationId: number | null;
  consent: boolean;
  attachments: string[];
};
const resolver = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
/** In the form's order: the API's refusals focus the first of them. */
const TEXT_FIELDS = [
  'name',
  'phoneNumber',
  'email',
  'contestParticipants',
  'registrationAddress',
  'projectName',
  'projectSphere',
  'projectShortDescription',
  'projectRelevance',
  'aboutProject',
] as const;

const Nominations = styled.fieldset`
  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
    padding: 16px 18px;
    border: 1px solid ${colors.line};
    border-radius: 14px;
    cursor: pointer;
  }
  &[data-invalid] label {
    border-color: ${colors.danger};
  }
  label:has(input:checked) {
    border-color: ${colors.purple};
    background: ${colors.purpleLight};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${colors.pink};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${colors.purple};
  }
  strong {
    display: block;
  }
  small {
    grid-column: 2;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
  /* The error, red as every field's: doubled to win over the card's grey note under a group's heading
     (QA: it read as a hint). */
  && > p {
    margin: 0;
    color: ${colors.danger};
    font-size: 14px;
  }
`;

export function Component() {
  const { slug, id } = useLoaderData<LoaderData>();
  const { data: contest, dataUpdatedAt } = useContestForApplication(slug);
  const title = id === null ? `Заявка на\u00a0участие в\u00a0конкурсе ${quoteRu(contest.name)}` : 'Редактирование заявки';
  return (
    <>
      <>
        <title>{`${title} — Личный кабинет — Венчурный фонд Карелии`}</title>
        <meta name="robots" content="noindex" />
      </>
      <h1>{title}</h1>
      {id === null ? <NewApplication contest={contest} fetchedAt={dataUpdatedAt} /> : <EditedApplication contest={contest} id={id} />}
    </>
  );
}

function NewApplication({ contest, fetchedAt }: { contest: Contest; fetchedAt: number }) {
  const phase = contestPhase(contest, fetchedAt);
  if (phase === 'open' && contest.nominations.length > 0) return <ApplicationForm contest={contest} />;
  return (
    <FormNotice role="status">
      {phase === 'closed' ? (
        <>
          <h2>Приём заявок закрыт</h2>
          <p>
            Конкурс {quoteRu(contest.name)} принимал заявки до&nbsp;{formatDate(contest.endAt)}. Новые заявки на&nbsp;него больше
            не&nbsp;принимаются&nbsp;— следите за&nbsp;новыми конкурсами фонда.
          </p>
        </>
      ) : phase === 'upcoming' ? (
        // QA: a contest still to come was said to have taken applications «до» its end.
        <>
          <h2>Приём заявок ещё не&nbsp;начался</h2>
          <p>
            Конкурс {quoteRu(contest.name)} принимает заявки с&nbsp;{formatDate(contest.startAt)} по&nbsp;{formatDate(contest.endAt)}.
          </p>
        </>
      ) : (
        // The application goes into a nomination, and there is none yet to choose (QA).
        <>
          <h2>{NOMINATIONS_PENDING}</h2>
          <p>Подать заявку на&nbsp;конкурс {quoteRu(contest.name)} можно будет, когда фонд объявит его номинации.</p>
        </>
      )}
      <ButtonLink to={paths.contest(contest.slug)} theme="purple1" size="sm">
        К&nbsp;странице конкурса
      </ButtonLink>
    </FormNotice>
  );
}

function EditedApplication({ contest, id }: { contest: Contest; id: number }) {
  const { data: application } = useOwnContestApplication(id);
  if (!application.isEditable) {
    return <NotEditableNotice status={application.status} />;
  }
  return <ApplicationForm contest={contest} application={application} />;
}

function ApplicationForm({ contest, application }: { contest: Contest; application?: ContestApplication }) {
  const navigate = useNavigate();
  const { data: user } = useCabinetUser();
  const send = useSendContestApplication();
  const update = useUpdateContestApplication(application?.id ?? 0);
  // The failed send's error, said by SendRow; null while none.
  const [failure, setFailure] = useState<unknown>(null);
  const attachments = useAttachments(application?.files);
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    formState: { isSubmitted, dirtyFields },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      contestId: contest.id,
      nominationId: application?.nomination.id ?? (contest.nominations.length === 1 ? (contest.nominations[0]?.id ?? null) : null),
      name: application?.name ?? user.name,
      phoneNumber: maskedPhone(application?.phoneNumber ?? user.phoneNumber),
      email: application?.email ?? user.email ?? '',
      contestParticipants: application?.contestParticipants ?? '',
      projectName: application?.projectName ?? '',
      projectShortDescription: application?.projectShortDescription ?? '',
      projectSphere: application?.projectSphere ?? '',
      registrationAddress: application?.registrationAddress ?? '',
      projectRelevance: application?.projectRelevance ?? '',
      aboutProject: application?.aboutProject ?? '',
      consent: false,
      attachments: [],
    },
  });
  const formRef = useTypedBeforeHydration(setValue);
  const consent = useWatch({ control, name: 'consent' });
  const pending = send.isPending || update.isPending;
  const leave = useUnsentApplicationGuard(dirtyFields, attachments.changed, application !== undefined);
  const draft = useApplicationDraft(user.id, { getValues, reset }, attachments, application?.updatedAt);
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
      } else {
        await send.mutateAsync({ ...values, attachments: attachments.files.map((file) => file.id) });
      }
      leave.release();
      void navigate(paths.cabinetThankYou(), { state: { sent: application ? 'edited' : 'new' } satisfies CabinetThankYouState });
    } catch (error) {
      draft.keep(error);
      showApiFieldErrors(error, setError, ['nominationId', ...TEXT_FIELDS, 'consent']);
      setFailure(error);
    }
  }, refusals.onInvalid);

  return (
    <>
      {application ? (
        // Which application and contest this is, as the project application's edit says (QA: the heading
        // alone, «Редактирование заявки», named neither).
        <Lead>
          Заявка {quoteRu(application.projectName)} на&nbsp;конкурс {quoteRu(contest.name)}. Приём заявок до&nbsp;
          {formatDate(contest.endAt)}; пока заявка в&nbsp;статусе «Новая», её можно дополнить: эксперты увидят исправленную версию.
        </Lead>
      ) : (
        <Lead>
          Приём заявок до&nbsp;{formatDate(contest.endAt)}. Поля со&nbsp;звёздочкой обязательны; остальное можно дополнить позже, пока
          заявка в&nbsp;статусе «Новая».
        </Lead>
      )}
      <FormCard
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        aria-label="Заявка на&nbsp;участие в&nbsp;конкурсе"
      >
        {draft.restored ? <DraftRestoredBox /> : null}
        <Controller
          control={control}
          name="nominationId"
          render={({ field, fieldState }) => (
            <Nominations
              // A radio group, which can say it is invalid as every text field does (QA: a screen reader
              // heard «required» only); a single radio cannot (ARIA 1.2).
              role="radiogroup"
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? 'nomination-error' : undefined}
              data-invalid={fieldState.error ? '' : undefined}
            >
              <legend>
                Номинация<RequiredMark aria-hidden="true">*</RequiredMark>
              </legend>
              {/* Under the legend, not after the cards: focused on a failed send, the first card is scrolled
                  to, and the message must be in view with it (QA: it sat below four cards, off screen). */}
              {fieldState.error ? <p id="nomination-error">{fieldState.error.message}</p> : null}
              {contest.nominations.map((nomination, index) => (
                <label key={nomination.id}>
                  <input
                    // A send without a nomination focuses the first choice, like any other invalid field.
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    required
                    name={field.name}
                    value={nomination.id}
                    checked={field.value === nomination.id}
                    onChange={() => field.onChange(nomination.id)}
                    onBlur={field.onBlur}
                    // Each choice, focused, reads why the send stopped (QA: only the group pointed at it).
                    aria-describedby={fieldState.error ? 'nomination-error' : undefined}
                  />
                  <strong>{nomination.name}</strong>
                  <small>{nomination.description}</small>
                </label>
              ))}
            </Nominations>
          )}
        />
        <fieldset>
          <legend>Контакты</legend>
          <ContactFields control={control} idPrefix="contest" />
          <TextField
            control={control}
            name="contestParticipants"
            id="contest-participants"
            label="Участники команды"
            type="textarea"
            rows={2}
            maxLength={CONTEST_PARTICIPANTS_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="registrationAddress"
            id="contest-address"
            label="Адрес регистрации компании или участника"
            maxLength={REGISTRATION_ADDRESS_MAX_LENGTH}
          />
        </fieldset>
        <fieldset>
          <legend>Проект</legend>
          {/* The participants' page shows them once the fund takes the application up (QA: nothing said so). */}
          <p>
            Название проекта и&nbsp;краткое описание появятся на&nbsp;странице участников конкурса, когда фонд возьмёт заявку
            на&nbsp;рассмотрение: не&nbsp;пишите в&nbsp;них того, что нельзя публиковать.
          </p>
          <TextField
            control={control}
            name="projectName"
            id="contest-project"
            label="Название проекта"
            required
            maxLength={PROJECT_NAME_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="projectSphere"
            id="contest-sphere"
            label="Сфера проекта"
            required
            maxLength={PROJECT_SPHERE_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="projectShortDescription"
            id="contest-short"
            label="Кратко о&nbsp;проекте"
            type="textarea"
            rows={2}
            required
            maxLength={PROJECT_SHORT_DESCRIPTION_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="projectRelevance"
            id="contest-relevance"
            label="Актуальность"
            type="textarea"
            rows={3}
            maxLength={PROJECT_RELEVANCE_MAX_LENGTH}
          />
          <TextField
            control={control}
            name="aboutProject"
            id="contest-about"
            label="Подробнее о&nbsp;проекте"
            type="textarea"
            rows={5}
            maxLength={ABOUT_PROJECT_MAX_LENGTH}
          />
          <AttachmentsField {...attachments.field} submitted={isSubmitted} />
        </fieldset>
        <ConsentField control={control} name="consent" id="contest-consent" />
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
