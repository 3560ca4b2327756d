// Project applications (spec §3): sent by anyone (linked to the user when signed in), listed and edited
// by their owner while still `new`. Each carries its proof of consent (DESIGN §5).
import type { Database, Queryable } from '#server/db/database.ts';
import { CONSENT_COLUMN_NAMES, consentColumnValues, type ConsentProof } from '#server/common/consent.ts';
import type { ProjectApplication, ProjectApplicationList } from '#shared/schemas/applications.ts';
import type { ApplicationStatus } from '#shared/application-limits.ts';
import type { DownloadLinks } from '../files/download-links.ts';
import type { FileCaller } from '../files/file-queries.ts';
import { APPLICATION_MESSAGES, ApplicationRefusal, requireEditableStatus, requireSeenVersion } from './application-refusal.ts';
import { attachFiles, filesOfApplications, holdCallerAccount, replaceAttachments } from './attachments.ts';
import { fetchPage, type PageRequest } from '#server/db/paging.ts';
import { idempotencyColumns, ON_REPEAT_DO_NOTHING, storedIdOf, type Idempotency } from '#server/common/idempotency.ts';

const TABLE = 'project_application_files';

export interface ProjectApplicationFields {
  name: string;
  phoneNumber: string;
  email: string;
  projectName: string;
  projectSphere: string;
  aboutProject: string;
}

interface ProjectApplicationRow {
  id: number;
  name: string;
  phone_number: string;
  email: string;
  project_name: string;
  project_sphere: string;
  about_project: string;
  status: ApplicationStatus;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, phone_number, email, project_name, project_sphere, about_project, status, created_at, updated_at';
const NEWEST_FIRST = 'created_at desc, id desc';

function fieldValues(fields: ProjectApplicationFields): unknown[] {
  return [fields.name, fields.phoneNumber, fields.email, fields.projectName, fields.projectSphere, fields.aboutProject];
}

/** The caller's application stored by the same key and body (server/common/idempotency.ts). */
export function storedProjectApplicationId(db: Queryable, idempotency: Idempotency, userId: number | null): Promise<number | undefined> {
  return storedIdOf<number>(db, 'project_applications', idempotency, { condition: 'user_id is not distinct from $3', value: userId });
}

export async function createProjectApplication(
  db: Database,
  application: {
    fields: ProjectApplicationFields;
    attachments: string[];
    consent: ConsentProof;
    caller: FileCaller;
    maxFiles: number;
    idempotency?: Idempotency | null;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await holdCallerAccount(tx, application.caller);
    const repeat = idempotencyColumns(application.idempotency ?? null);
    const { rows } = await tx.query<{ id: number }>(
      `insert into project_applications (
         user_id, name, phone_number, email, project_name, project_sphere, about_project, ${CONSENT_COLUMN_NAMES.join(', ')},
         ${repeat.names.join(', ')}
       ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ${ON_REPEAT_DO_NOTHING}
       returning id`,
      [application.caller.userId, ...fieldValues(application.fields), ...consentColumnValues(application.consent), ...repeat.values],
    );
    const id = rows[0]?.id;
    if (id === undefined && application.idempotency) {
      // The same send, stored meanwhile: its insert held this one until it committed.
      const stored = await storedProjectApplicationId(tx, application.idempotency, application.caller.userId);
      if (stored !== undefined) return stored;
    }
    if (id === undefined) throw new Error('inserting a project application returned no id');
    await attachFiles(tx, TABLE, id, application.attachments, application.caller, application.maxFiles);
    return id;
  });
}

/**
 * The owner's edit: refused with 404 for anyone else's application and 409 once it is no longer
 * `new`. Returns the storage keys of detached files, to remove after the commit.
 */
export async function updateProjectApplication(
  db: Database,
  id: number,
  edit: {
    fields: ProjectApplicationFields;
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
    const { rows } = await tx.query<{ status: ApplicationStatus; updated_at: Date }>(
      'select status, updated_at from project_applications where id = $1 and user_id = $2 for update',
      [id, edit.caller.userId],
    );
    const current = rows[0];
    if (!current) throw new ApplicationRefusal(404, APPLICATION_MESSAGES.notFound);
    requireEditableStatus(current.status);
    requireSeenVersion(current.updated_at, edit.updatedAt);

    await tx.query(
      `update project_applications set
         name = $2, phone_number = $3, email = $4, project_name = $5, project_sphere = $6, about_project = $7,
         ${CONSENT_COLUMN_NAMES.map((column, index) => `${column} = $${index + 8}`).join(', ')},
         updated_at = now()
       where id = $1`,
      [id, ...fieldValues(edit.fields), ...consentColumnValues(edit.consent)],
    );
    return replaceAttachments(tx, TABLE, id, edit, edit.caller, edit.maxFiles);
  });
}

/** One application as its sender reads it; `userId` null only right after an anonymous submission. */
export async function findProjectApplication(
  db: Queryable,
  id: number,
  userId: number | null,
  links: DownloadLinks,
): Promise<ProjectApplication | null> {
  const { rows } = await db.query<ProjectApplicationRow>(
    `select ${COLUMNS} from project_applications where id = $1 and user_id is not distinct from $2`,
    [id, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const files = await filesOfApplications(db, TABLE, [row.id], links);
  return toProjectApplication(row, files.get(row.id) ?? []);
}

export async function listProjectApplications(
  db: Queryable,
  userId: number,
  page: PageRequest,
  links: DownloadLinks,
): Promise<ProjectApplicationList> {
  const { rows, meta } = await fetchPage<ProjectApplicationRow>(db, {
    countSql: 'select count(*)::int as total from project_applications where user_id = $1',
    pageSql: `select ${COLUMNS} from project_applications where user_id = $1 order by ${NEWEST_FIRST}`,
    params: [userId],
    page,
  });
  const files = await filesOfApplications(
    db,
    TABLE,
    rows.map((row) => row.id),
    links,
  );
  return { items: rows.map((row) => toProjectApplication(row, files.get(row.id) ?? [])), meta };
}

function toProjectApplication(row: ProjectApplicationRow, files: ProjectApplication['files']): ProjectApplication {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    projectName: row.project_name,
    projectSphere: row.project_sphere,
    aboutProject: row.about_project,
    files,
    status: row.status,
    isEditable: row.status === 'new',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
