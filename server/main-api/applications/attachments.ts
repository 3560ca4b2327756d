// Attachments of an application: files the caller uploaded, linked in the order given. On create
// `attachments` are linked; on edit `appendedAttachments` (already attached, they stay; omitted = all
// stay) and `newAttachments` (uploads to add) — a file left out is detached and deleted. At most
// UPLOAD_MAX_FILES files an application (the schemas allow 10, DESIGN §6; the config may lower it).
import type { UploadedFile } from '#shared/schemas/files.ts';
import type { Queryable } from '#server/db/database.ts';
import type { DownloadLinks } from '../files/download-links.ts';
import { SESSION_EXPIRED_MESSAGE } from '../auth/authentication.ts';
import { holdAccount } from '../auth/user-queries.ts';
import { anyUserUpload, claimFiles, deleteFiles, findAttachableFiles, type FileCaller } from '../files/file-queries.ts';
import { ApplicationRefusal } from './application-refusal.ts';

export type AttachmentTable = 'project_application_files' | 'contest_application_files';

export const ATTACHMENT_MESSAGES = {
  notYours: 'Файл не найден: загрузите его заново',
  notAttached: 'Этот файл не прикреплён к заявке',
} as const;

export function tooManyAttachmentsMessage(maxFiles: number): string {
  return `Можно прикрепить не больше ${maxFiles} файлов`;
}

/**
 * The first statement of every transaction that writes a signed-in caller's application: holds their
 * account (a key-share lock on the user's row) until the commit. Lock order is what keeps an account
 * deletion from losing files: the deletion locks the same row for update before it lists the files
 * to remove, so it either waits for this transaction (and then sees the uploads it claimed), or has
 * already deleted the account, which this refuses as an ended session.
 */
export async function holdCallerAccount(tx: Queryable, caller: FileCaller): Promise<void> {
  if (caller.userId === null) return;
  if (!(await holdAccount(tx, caller.userId))) throw new ApplicationRefusal(401, SESSION_EXPIRED_MESSAGE);
}

/**
 * Refuses ids that are not the caller's free uploads, naming the field. Sent without a session, a file
 * uploaded in one is the session's end (401, which the site answers with its «войдите снова» and the
 * form kept), not a lost file: the visitor signed in, uploaded, and the session ended before the send
 * (QA: «Файл не найден: загрузите его заново», twice, with the file shown as uploaded).
 */
async function requireAttachable(tx: Queryable, ids: readonly string[], caller: FileCaller, field: string): Promise<void> {
  const found = await findAttachableFiles(tx, ids, caller);
  if (found.length !== ids.length) {
    // The ids it did find are a visitor's own uploads (no owner), so asking about all of them is the same.
    if (caller.userId === null && (await anyUserUpload(tx, ids))) throw new ApplicationRefusal(401, SESSION_EXPIRED_MESSAGE);
    throw new ApplicationRefusal(400, ATTACHMENT_MESSAGES.notYours, { [field]: ATTACHMENT_MESSAGES.notYours });
  }
}

async function link(tx: Queryable, table: AttachmentTable, applicationId: number, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  try {
    await tx.query(
      `insert into ${table} (application_id, file_id, position)
       select $1, file_id, position::int from unnest($2::uuid[]) with ordinality as given(file_id, position)`,
      [applicationId, fileIds],
    );
  } catch (error) {
    // Another request attached the same file a moment ago (unique file_id), or the sweep removed it
    // (foreign key): the same refusal as when the check above sees it. The transaction rolls back.
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === '23503') {
      throw new ApplicationRefusal(400, ATTACHMENT_MESSAGES.notYours, { attachments: ATTACHMENT_MESSAGES.notYours });
    }
    throw error;
  }
}

export async function attachFiles(
  tx: Queryable,
  table: AttachmentTable,
  applicationId: number,
  fileIds: readonly string[],
  caller: FileCaller,
  maxFiles: number,
): Promise<void> {
  if (fileIds.length > maxFiles) {
    throw new ApplicationRefusal(400, tooManyAttachmentsMessage(maxFiles), { attachments: tooManyAttachmentsMessage(maxFiles) });
  }
  await requireAttachable(tx, fileIds, caller, 'attachments');
  await link(tx, table, applicationId, fileIds);
  if (caller.userId !== null) await claimFiles(tx, fileIds, caller.userId);
}

export async function attachedFileIds(tx: Queryable, table: AttachmentTable, applicationId: number): Promise<string[]> {
  const { rows } = await tx.query<{ file_id: string }>(`select file_id from ${table} where application_id = $1 order by position`, [
    applicationId,
  ]);
  return rows.map((row) => row.file_id);
}

/** The edit of DESIGN §6 / docs/decisions/007; returns the storage keys of detached files to remove after commit. */
export async function replaceAttachments(
  tx: Queryable,
  table: AttachmentTable,
  applicationId: number,
  edit: { appendedAttachments?: string[] | undefined; newAttachments: string[] },
  caller: FileCaller,
  maxFiles: number,
): Promise<string[]> {
  const current = await attachedFileIds(tx, table, applicationId);
  const kept = edit.appendedAttachments ?? current;
  if (kept.some((id) => !current.includes(id))) {
    throw new ApplicationRefusal(400, ATTACHMENT_MESSAGES.notAttached, { appendedAttachments: ATTACHMENT_MESSAGES.notAttached });
  }
  if (kept.length + edit.newAttachments.length > maxFiles) {
    const message = tooManyAttachmentsMessage(maxFiles);
    throw new ApplicationRefusal(400, message, { newAttachments: message });
  }
  await requireAttachable(tx, edit.newAttachments, caller, 'newAttachments');

  const detached = current.filter((id) => !kept.includes(id));
  await tx.query(`delete from ${table} where application_id = $1`, [applicationId]);
  const storageKeys = await deleteFiles(tx, detached);
  await link(tx, table, applicationId, [...kept, ...edit.newAttachments]);
  if (caller.userId !== null) await claimFiles(tx, edit.newAttachments, caller.userId);
  return storageKeys;
}

/** Each application's files in their order, as the read shape shows them (spec §3 "File"). */
export async function filesOfApplications(
  db: Queryable,
  table: AttachmentTable,
  applicationIds: readonly number[],
  links: DownloadLinks,
): Promise<Map<number, UploadedFile[]>> {
  const byApplication = new Map<number, UploadedFile[]>();
  if (applicationIds.length === 0) return byApplication;
  const { rows } = await db.query<{ application_id: number; id: string; file_name: string }>(
    `select a.application_id, f.id, f.file_name
     from ${table} a join files f on f.id = a.file_id
     where a.application_id = any($1::int[])
     order by a.application_id, a.position`,
    [applicationIds],
  );
  for (const row of rows) {
    const files = byApplication.get(row.application_id) ?? [];
    files.push({ id: row.id, fileName: row.file_name, downloadLink: links.linkFor(row.id) });
    byApplication.set(row.application_id, files);
  }
  return byApplication;
}
