// Rows of uploaded files, and the ownership rule: a signed-in user's upload is theirs, an anonymous
// one belongs to the browser with the uploader key (see uploader-key.ts).
import type { Queryable } from '#server/db/database.ts';

/** Who asks: the signed-in user, the uploader key of the browser, either or neither. */
export interface FileCaller {
  userId: number | null;
  uploaderKeyHash: string | null;
}

export interface StoredFile {
  id: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  extension: string;
  sizeBytes: number;
  ownerUserId: number | null;
  uploaderKeyHash: string | null;
}

interface FileRow {
  id: string;
  storage_key: string;
  file_name: string;
  mime_type: string;
  extension: string;
  size_bytes: string | number;
  owner_user_id: number | null;
  uploader_key_hash: string | null;
}

const FILE_COLUMNS = 'id, storage_key, file_name, mime_type, extension, size_bytes, owner_user_id, uploader_key_hash';

function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    mimeType: row.mime_type,
    extension: row.extension,
    sizeBytes: Number(row.size_bytes),
    ownerUserId: row.owner_user_id,
    uploaderKeyHash: row.uploader_key_hash,
  };
}

export function isOwnedBy(file: Pick<StoredFile, 'ownerUserId' | 'uploaderKeyHash'>, caller: FileCaller): boolean {
  if (file.ownerUserId !== null) return file.ownerUserId === caller.userId;
  return file.uploaderKeyHash !== null && file.uploaderKeyHash === caller.uploaderKeyHash;
}

export async function insertFile(
  db: Queryable,
  file: Omit<StoredFile, 'ownerUserId' | 'uploaderKeyHash'>,
  owner: FileCaller,
): Promise<void> {
  await db.query(
    `insert into files (id, storage_key, file_name, mime_type, extension, size_bytes, owner_user_id, uploader_key_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      file.id,
      file.storageKey,
      file.fileName,
      file.mimeType,
      file.extension,
      file.sizeBytes,
      owner.userId,
      // A signed-in user's upload is theirs alone, whatever key the browser also holds.
      owner.userId === null ? owner.uploaderKeyHash : null,
    ],
  );
}

export async function findFile(db: Queryable, id: string): Promise<StoredFile | null> {
  const { rows } = await db.query<FileRow>(`select ${FILE_COLUMNS} from files where id = $1`, [id]);
  return rows[0] ? toStoredFile(rows[0]) : null;
}

/** The caller's files among `ids` that no application has yet: the ones they may attach. */
export async function findAttachableFiles(db: Queryable, ids: readonly string[], caller: FileCaller): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<FileRow>(
    `select ${FILE_COLUMNS} from files f
     where f.id = any($1::uuid[])
       and ((f.owner_user_id is not null and f.owner_user_id = $2)
         or (f.owner_user_id is null and f.uploader_key_hash = $3))
       and not exists (select 1 from project_application_files a where a.file_id = f.id)
       and not exists (select 1 from contest_application_files a where a.file_id = f.id)`,
    [ids, caller.userId, caller.uploaderKeyHash],
  );
  return rows.map(toStoredFile);
}

/** Whether any of `ids` is a signed-in user's upload not yet attached: sent without a session, it was uploaded in one. */
export async function anyUserUpload(db: Queryable, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (select 1 from files f
       where f.id = any($1::uuid[]) and f.owner_user_id is not null
         and not exists (select 1 from project_application_files a where a.file_id = f.id)
         and not exists (select 1 from contest_application_files a where a.file_id = f.id)) as found`,
    [ids],
  );
  return rows[0]?.found === true;
}

/**
 * Makes a signed-in user the owner of their anonymous uploads when they attach them (uploaded before
 * signing in), so the files then follow the account, its downloads and its deletion.
 */
export async function claimFiles(db: Queryable, ids: readonly string[], userId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`update files set owner_user_id = $2, uploader_key_hash = null where id = any($1::uuid[]) and owner_user_id is null`, [
    ids,
    userId,
  ]);
}

/**
 * Deletes the rows of `ids` and queues their stored objects for removal, in the caller's transaction.
 * Returns the storage keys to remove once it has committed.
 */
export async function deleteFiles(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ storage_key: string }>(
    `with deleted as (delete from files where id = any($1::uuid[]) returning storage_key)
     insert into file_deletions (storage_key) select storage_key from deleted
     on conflict (storage_key) do nothing
     returning storage_key`,
    [ids],
  );
  return rows.map((row) => row.storage_key);
}
