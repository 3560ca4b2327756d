// Contest applications (spec §3): a signed-in user applies to a published contest while it takes
// applications, in one of its nominations; edits while the application is `new` and the contest open.
import { idempotencyColumns, ON_REPEAT_DO_NOTHING, storedIdOf, type Idempotency } from '#server/common/idempotency.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { CONSENT_COLUMN_NAMES, consentColumnValues, type ConsentProof } from '#server/common/consent.ts';
import type { ContestApplication, ContestApplicationList } from '#shared/schemas/applications.ts';
import type { ApplicationStatus } from '#shared/application-limits.ts';
import type { DownloadLinks } from '../files/download-links.ts';
import type { FileCaller } from '../files/file-queries.ts';
import { APPLICATION_MESSAGES, ApplicationRefusal, requireEditableStatus, requireSeenVersion } from './application-refusal.ts';
import { attachFiles, filesOfApplications, holdCallerAccount, replaceAttachments } from './attachments.ts';
import { fetchPage, type PageRequest } from '#server/db/paging.ts';

const TABLE = 'contest_application_files';

export const CONTEST_MESSAGES = {
  contestNotFound: 'Конкурс не найден',
  nominationNotFound: 'В этом конкурсе нет такой номинации',
  notStarted: 'Приём заявок на этот конкурс ещё не начался',
  closed: 'Приём заявок на этот конкурс завершён',
  otherContest: 'Заявку нельзя перенести в другой конкурс',
} as const;

export interface ContestApplicationFields {
  nominationId: number;
  name: string;
  phoneNumber: string;
  email: string;
  contestParticipants: string;
  projectName: string;
  projectShortDescription: string;
  projectSphere: string;
  registrationAddress: string;
  projectRelevance: string;
  aboutProject: string;
}

const FIELD_COLUMNS = [
  'nomination_id',
  'name',
  'phone_number',
  'email',
  'contest_participants',
  'project_name',
  'project_short_description',
  'project_sphere',
  'registration_address',
  'project_relevance',
  'about_project',
] as const;

function fieldValues(fields: ContestApplicationFields): unknown[] {
  return [
    fields.nominationId,
    fields.name,
    fields.phoneNumber,
    fields.email,
    fields.contestParticipants,
    fields.projectName,
    fields.projectShortDescription,
    fields.projectSphere,
    fields.registrationAddress,
    fields.projectRelevance,
    fields.aboutProject,
  ];
}

/** The contest takes applications now, in that nomination; refused with the field to fix otherwise. */
async function requireOpenContest(tx: Queryable, contestId: number, nominationId: number): Promise<void> {
  const { rows } = await tx.query<{ is_open: boolean; not_started: boolean; has_nomination: boolean }>(
    `select (c.start_at <= now() and now() < c.end_at) as is_open,
            now() < c.start_at as not_started,
            exists (select 1 from contest_nominations n where n.id = $2 and n.contest_id = c.id) as has_nomination
     from contests c
     where c.id = $1 and c.is_published`,
    [contestId, nominationId],
  );
  const contest = rows[0];
  if (!contest) {
    throw new ApplicationRefusal(400, CONTEST_MESSAGES.contestNotFound, { contestId: CONTEST_MESSAGES.contestNotFound });
  }
  if (!contest.has_nomination) {
    throw new ApplicationRefusal(400, CONTEST_MESSAGES.nominationNotFound, { nominationId: CONTEST_MESSAGES.nominationNotFound });
  }
  if (!contest.is_open) throw new ApplicationRefusal(409, contest.not_started ? CONTEST_MESSAGES.notStarted : CONTEST_MESSAGES.closed);
}

/** The caller's application stored by the same key and body (server/common/idempotency.ts). */
export function storedContestApplicationId(db: Queryable, idempotency: Idempotency, userId: number): Promise<number | undefined> {
  return storedIdOf<number>(db, 'contest_applications', idempotency, { condition: 'user_id = $3', value: userId });
}

export async function createContestApplication(
  db: Database,
  application: {
    contestId: number;
    fields: ContestApplicationFields;
    attachments: string[];
    consent: ConsentProof;
    caller: FileCaller & { userId: number };
    maxFiles: number;
    idempotency?: Idempotency | null;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await holdCallerAccount(tx, application.caller);
    await requireOpenContest(tx, application.contestId, application.fields.nominationId);
    const repeat = idempotencyColumns(application.idempotency ?? null);
    const columns = ['user_id', 'contest_id', ...FIELD_COLUMNS, ...CONSENT_COLUMN_NAMES, ...repeat.names];
    const { rows } = await tx.query<{ id: number }>(
      `insert into contest_applications (${columns.join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       ${ON_REPEAT_DO_NOTHING}
       returning id`,
      [
        application.caller.userId,
        application.contestId,
        ...fieldValues(application.fields),
        ...consentColumnValues(application.consent),
        ...repeat.values,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined && application.idempotency) {
      // The same send, stored meanwhile: its insert held this one until it committed.
      const stored = await storedContestApplicationId(tx, application.idempotency, application.caller.userId);
      if (stored !== undefined) return stored;
    }
    if (id === undefined) throw new Error('inserting a contest application returned no id');
    await attachFiles(tx, TABLE, id, application.attachments, application.caller, application.maxFiles);
    return id;
  });
}

/** The owner's edit; returns the storage keys of detached files, to remove after the commit. */
export async function updateContestApplication(
  db: Database,
  id: number,
  edit: {
    contestId: number;
    fields: ContestApplicationFields;
    appendedAttachments?: string[] | undefined;
    newAttachments: string[];
    updatedAt?: string | undefined;
    consent: ConsentProof;
    caller: FileCaller & { userId: number };
    maxFiles: number;
  },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await holdCallerAccount(tx, edit.caller);
    const { rows } = await tx.query<{ status: ApplicationStatus; contest_id: number; updated_at: Date }>(
      'select status, contest_id, updated_at from contest_applications where id = $1 and user_id = $2 for update',
      [id, edit.caller.userId],
    );
    const current = rows[0];
    if (!current) throw new ApplicationRefusal(404, APPLICATION_MESSAGES.notFound);
    if (current.contest_id !== edit.contestId) {
      throw new ApplicationRefusal(400, CONTEST_MESSAGES.otherContest, { contestId: CONTEST_MESSAGES.otherContest });
    }
    requireEditableStatus(current.status);
    requireSeenVersion(current.updated_at, edit.updatedAt);
    await requireOpenContest(tx, current.contest_id, edit.fields.nominationId);

    const assignments = [...FIELD_COLUMNS, ...CONSENT_COLUMN_NAMES].map((column, index) => `${column} = $${index + 2}`);
    await tx.query(`update contest_applications set ${assignments.join(', ')}, updated_at = now() where id = $1`, [
      id,
      ...fieldValues(edit.fields),
      ...consentColumnValues(edit.consent),
    ]);
    return replaceAttachments(tx, TABLE, id, edit, edit.caller, edit.maxFiles);
  });
}

interface ContestApplicationRow {
  id: number;
  name: string;
  phone_number: string;
  email: string;
  contest_participants: string;
  project_name: string;
  project_short_description: string;
  project_sphere: string;
  registration_address: string;
  project_relevance: string;
  about_project: string;
  status: ApplicationStatus;
  created_at: Date;
  updated_at: Date;
  contest_id: number;
  contest_slug: string;
  contest_name: string;
  contest_end_at: Date;
  contest_is_open: boolean;
  nomination_id: number;
  nomination_name: string;
  nomination_description: string;
}

const SELECT_APPLICATIONS = `
  select a.id, a.name, a.phone_number, a.email, a.contest_participants, a.project_name,
         a.project_short_description, a.project_sphere, a.registration_address, a.project_relevance,
         a.about_project, a.status, a.created_at, a.updated_at,
         c.id as contest_id, c.slug as contest_slug, c.name as contest_name, c.end_at as contest_end_at,
         (c.start_at <= now() and now() < c.end_at) as contest_is_open,
         n.id as nomination_id, n.name as nomination_name, n.description as nomination_description
  from contest_applications a
  join contests c on c.id = a.contest_id
  join contest_nominations n on n.id = a.nomination_id`;

export async function findContestApplication(
  db: Queryable,
  id: number,
  userId: number,
  links: DownloadLinks,
): Promise<ContestApplication | null> {
  const { rows } = await db.query<ContestApplicationRow>(`${SELECT_APPLICATIONS} where a.id = $1 and a.user_id = $2`, [id, userId]);
  const row = rows[0];
  if (!row) return null;
  const files = await filesOfApplications(db, TABLE, [row.id], links);
  return toContestApplication(row, files.get(row.id) ?? []);
}

export async function listContestApplications(
  db: Queryable,
  userId: number,
  page: PageRequest,
  links: DownloadLinks,
): Promise<ContestApplicationList> {
  const { rows, meta } = await fetchPage<ContestApplicationRow>(db, {
    countSql: 'select count(*)::int as total from contest_applications where user_id = $1',
    pageSql: `${SELECT_APPLICATIONS} where a.user_id = $1 order by a.created_at desc, a.id desc`,
    params: [userId],
    page,
  });
  const files = await filesOfApplications(
    db,
    TABLE,
    rows.map((row) => row.id),
    links,
  );
  return { items: rows.map((row) => toContestApplication(row, files.get(row.id) ?? [])), meta };
}

function toContestApplication(row: ContestApplicationRow, files: ContestApplication['files']): ContestApplication {
  return {
    id: row.id,
    contest: { id: row.contest_id, slug: row.contest_slug, name: row.contest_name, endAt: row.contest_end_at.toISOString() },
    nomination: { id: row.nomination_id, name: row.nomination_name, description: row.nomination_description },
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    contestParticipants: row.contest_participants,
    projectName: row.project_name,
    projectShortDescription: row.project_short_description,
    projectSphere: row.project_sphere,
    registrationAddress: row.registration_address,
    projectRelevance: row.project_relevance,
    aboutProject: row.about_project,
    files,
    status: row.status,
    isEditable: row.status === 'new' && row.contest_is_open,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
