// Project and contest applications (spec §3, §7; DESIGN §6; docs/decisions/007-accounts-files-applications.md):
// what the forms send, what the cabinet reads, and the public participants list of a contest.
import * as z from 'zod/mini';
import {
  ABOUT_PROJECT_MAX_LENGTH,
  APPLICATION_STATUSES,
  CONTEST_PARTICIPANTS_MAX_LENGTH,
  MAX_ATTACHMENTS,
  PARTICIPANTS_DEFAULT_LIMIT,
  PARTICIPANTS_MAX_LIMIT,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_RELEVANCE_MAX_LENGTH,
  PROJECT_SHORT_DESCRIPTION_MAX_LENGTH,
  PROJECT_SPHERE_MAX_LENGTH,
  REGISTRATION_ADDRESS_MAX_LENGTH,
} from '../application-limits.ts';
import { listSchema, paginationQuerySchema } from './common.ts';
import { contestNominationSchema } from './contest.ts';
import { fileIdSchema, uploadedFileSchema } from './files.ts';
import { consentSchema, emailSchema, FORM_BODY_MESSAGE, personNameSchema, phoneNumberSchema, textField } from './personal-data.ts';

const formBody = { error: FORM_BODY_MESSAGE };

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ATTACHMENTS_MESSAGES = {
  notList: 'Ожидается список идентификаторов файлов',
  tooMany: `Можно прикрепить не больше ${MAX_ATTACHMENTS} файлов`,
  duplicate: 'Один и тот же файл указан дважды',
} as const;

/** Ids of uploaded files (`POST /api/files`); they must belong to the caller. */
const fileIds = z.array(fileIdSchema, { error: ATTACHMENTS_MESSAGES.notList }).check(
  z.maxLength(MAX_ATTACHMENTS, { error: ATTACHMENTS_MESSAGES.tooMany }),
  z.refine((ids) => new Set(ids).size === ids.length, { error: ATTACHMENTS_MESSAGES.duplicate }),
);

/**
 * On edit: `appendedAttachments` are the files already attached that stay (omitted: all of them stay),
 * `newAttachments` the newly uploaded ones to add. A file left out of `appendedAttachments` is detached
 * and deleted.
 */
const editedAttachments = {
  appendedAttachments: z.optional(fileIds),
  newAttachments: z._default(fileIds, []),
  /**
   * The `updatedAt` of the application as the form was opened: an edit of a version changed since (in
   * another tab, on another device) is refused with 409, so it cannot delete a file added there.
   */
  updatedAt: z.optional(z.iso.datetime({ error: 'Некорректная версия заявки' })),
};

function withinAttachmentLimit(body: { appendedAttachments?: string[] | undefined; newAttachments: string[] }) {
  return body.appendedAttachments === undefined || body.appendedAttachments.length + body.newAttachments.length <= MAX_ATTACHMENTS;
}
const attachmentLimitIssue = { error: ATTACHMENTS_MESSAGES.tooMany, path: ['newAttachments'] };

/** Ids are PostgreSQL `integer`s: a larger number names no row, and must not reach a query as one. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a form, with the message a person reads for anything else. */
function rowId(message: string) {
  return z
    .number({ error: message })
    .check(z.int({ error: message }), z.positive({ error: message }), z.maximum(MAX_ROW_ID, { error: message }));
}

/** The id of the edited application, when the form repeats it in the body (spec §3). */
const bodyId = z.optional(rowId('Некорректный номер заявки'));

// ── Project applications ─────────────────────────────────────────────────────────────────────────

const projectApplicationFields = {
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
  projectName: textField(PROJECT_NAME_MAX_LENGTH),
  projectSphere: textField(PROJECT_SPHERE_MAX_LENGTH),
  aboutProject: textField(ABOUT_PROJECT_MAX_LENGTH),
  consent: consentSchema,
};

export const createProjectApplicationSchema = z.object({ ...projectApplicationFields, attachments: z._default(fileIds, []) }, formBody);
export type CreateProjectApplication = z.input<typeof createProjectApplicationSchema>;

export const updateProjectApplicationSchema = z
  .object({ id: bodyId, ...projectApplicationFields, ...editedAttachments }, formBody)
  .check(z.refine(withinAttachmentLimit, attachmentLimitIssue));
export type UpdateProjectApplication = z.input<typeof updateProjectApplicationSchema>;

export const projectApplicationSchema = z.object({
  id: z.int(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  projectName: z.string(),
  projectSphere: z.string(),
  aboutProject: z.string(),
  files: z.array(uploadedFileSchema),
  status: applicationStatusSchema,
  /** Only a `new` application can be edited. */
  isEditable: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The version an edit sends back (`updatedAt` of the edit). */
  updatedAt: z.iso.datetime(),
});
export type ProjectApplication = z.infer<typeof projectApplicationSchema>;

export const projectApplicationListSchema = listSchema(projectApplicationSchema);
export type ProjectApplicationList = z.infer<typeof projectApplicationListSchema>;

// ── Contest applications ─────────────────────────────────────────────────────────────────────────

const contestIdSchema = rowId('Выберите конкурс');
const nominationIdSchema = rowId('Выберите номинацию');

const contestApplicationFields = {
  contestId: contestIdSchema,
  nominationId: nominationIdSchema,
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
  contestParticipants: textField(CONTEST_PARTICIPANTS_MAX_LENGTH, { optional: true }),
  projectName: textField(PROJECT_NAME_MAX_LENGTH),
  projectShortDescription: textField(PROJECT_SHORT_DESCRIPTION_MAX_LENGTH),
  projectSphere: textField(PROJECT_SPHERE_MAX_LENGTH),
  // The spec's form asks for these on edit; they may come with the first submission too.
  registrationAddress: textField(REGISTRATION_ADDRESS_MAX_LENGTH, { optional: true }),
  projectRelevance: textField(PROJECT_RELEVANCE_MAX_LENGTH, { optional: true }),
  aboutProject: textField(ABOUT_PROJECT_MAX_LENGTH, { optional: true }),
  consent: consentSchema,
};

export const createContestApplicationSchema = z.object({ ...contestApplicationFields, attachments: z._default(fileIds, []) }, formBody);
export type CreateContestApplication = z.input<typeof createContestApplicationSchema>;

export const updateContestApplicationSchema = z
  .object({ id: bodyId, ...contestApplicationFields, ...editedAttachments }, formBody)
  .check(z.refine(withinAttachmentLimit, attachmentLimitIssue));
export type UpdateContestApplication = z.input<typeof updateContestApplicationSchema>;

export const applicationContestSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  endAt: z.iso.datetime(),
});

export const contestApplicationSchema = z.object({
  id: z.int(),
  contest: applicationContestSchema,
  nomination: contestNominationSchema,
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  contestParticipants: z.string(),
  projectName: z.string(),
  projectShortDescription: z.string(),
  projectSphere: z.string(),
  registrationAddress: z.string(),
  projectRelevance: z.string(),
  aboutProject: z.string(),
  files: z.array(uploadedFileSchema),
  status: applicationStatusSchema,
  /** `new` and the contest still takes applications. */
  isEditable: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The version an edit sends back (`updatedAt` of the edit). */
  updatedAt: z.iso.datetime(),
});
export type ContestApplication = z.infer<typeof contestApplicationSchema>;

export const contestApplicationListSchema = listSchema(contestApplicationSchema);
export type ContestApplicationList = z.infer<typeof contestApplicationListSchema>;

/** The cabinet's lists: a person has a handful of applications, 20 a page is plenty. */
export const APPLICATIONS_PER_PAGE = 20;
export const applicationListQuerySchema = paginationQuerySchema(APPLICATIONS_PER_PAGE);

export const applicationParamsSchema = z.object({ id: z.string() });

// ── The public participants list of a contest ────────────────────────────────────────────────────

export const contestParticipantsQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: 'Параметр «limit» должен быть целым положительным числом' })
      .check(
        z.int({ error: 'Параметр «limit» должен быть целым положительным числом' }),
        z.positive({ error: 'Параметр «limit» должен быть целым положительным числом' }),
        z.maximum(PARTICIPANTS_MAX_LIMIT, { error: `Параметр «limit» не может быть больше ${PARTICIPANTS_MAX_LIMIT}` }),
      ),
    PARTICIPANTS_DEFAULT_LIMIT,
  ),
});

/** A project in the public list: never a person's name, phone or e-mail (DESIGN §6). */
export const contestParticipantSchema = z.object({
  projectName: z.string(),
  projectShortDescription: z.string(),
  nomination: z.object({ id: z.int(), name: z.string() }),
});
export type ContestParticipant = z.infer<typeof contestParticipantSchema>;

export const contestParticipantListSchema = z.object({ items: z.array(contestParticipantSchema) });
export type ContestParticipantList = z.infer<typeof contestParticipantListSchema>;
