// Users: found or created at sign-in (VK ID, or the local sign-in page outside production), read and
// updated by the cabinet's profile, deleted with everything they sent (DESIGN §6).
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuthUser } from '#shared/schemas/auth.ts';

interface UserRow {
  id: number;
  name: string;
  phone_number: string | null;
  email: string | null;
  updated_at: Date;
}

const USER_COLUMNS = 'id, name, phone_number, email, updated_at';

function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, name: row.name, phoneNumber: row.phone_number, email: row.email, updatedAt: row.updated_at.toISOString() };
}

function requireRow<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/**
 * The user a token names, unless the account is gone or the person signed out at or after the moment
 * the token was issued (`tokenIssuedAtMs`, milliseconds since the epoch).
 */
export async function findUser(db: Queryable, id: number, tokenIssuedAtMs?: number): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users
     where id = $1 and (sessions_revoked_at is null or $2::bigint is null
                        or sessions_revoked_at < timestamptz 'epoch' + $2::bigint * interval '1 millisecond')`,
    [id, tokenIssuedAtMs ?? null],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** Whether the account is still there (a token that finds no user: deleted, or signed out). */
export async function userExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where id = $1', [id]);
  return rows.length > 0;
}

/**
 * Signing out everywhere: every token issued up to `throughMs` (this millisecond, or later when the
 * presented token says so) stops working; one issued after it, a new sign-in, works. The clock is the
 * API's, the one tokens are signed with. Never moves the mark back.
 */
export async function revokeSessions(db: Queryable, id: number, throughMs: number): Promise<void> {
  await db.query(
    `update users set sessions_revoked_at = greatest(sessions_revoked_at, timestamptz 'epoch' + $2::bigint * interval '1 millisecond')
     where id = $1`,
    [id, throughMs],
  );
}

/**
 * Holds the user's row until the transaction ends (a key-share lock, as a foreign key would take) so
 * that deleting the account waits for it; false when the account is gone.
 */
export async function holdAccount(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query('select id from users where id = $1 for key share', [id]);
  return rows.length > 0;
}

export interface VkProfile {
  vkId: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
}

/**
 * The account of a VK ID user, made at the first sign-in from their VK profile. Later sign-ins keep
 * what the person has since written in the cabinet.
 */
export async function findOrCreateVkUser(db: Queryable, profile: VkProfile): Promise<AuthUser> {
  const { rows } = await db.query<UserRow>(
    `insert into users (vk_id, name, phone_number, email) values ($1, $2, $3, $4)
     on conflict (vk_id) do update set vk_id = excluded.vk_id
     returning ${USER_COLUMNS}`,
    [profile.vkId, profile.name, profile.phoneNumber, profile.email],
  );
  return toAuthUser(requireRow(rows[0], 'upserting a VK user'));
}

/** What `dev_login` holds at most (characters, as PostgreSQL counts them). */
const DEV_LOGIN_MAX_LENGTH = 150;

/**
 * The account key of a name on the local sign-in page: the name lower-cased, so «Мария» and «мария»
 * are one account; null when it does not fit. Lower-casing can lengthen a name that fits the form
 * («İ» becomes «i» and a combining dot), so the check is on the result.
 */
export function devLoginOf(name: string): string | null {
  const login = name.toLowerCase();
  return [...login].length <= DEV_LOGIN_MAX_LENGTH ? login : null;
}

/** The local sign-in page (development only): the same login (devLoginOf) finds the same account. */
export async function findOrCreateDevUser(db: Queryable, login: string, name: string): Promise<AuthUser> {
  const { rows } = await db.query<UserRow>(
    `insert into users (dev_login, name) values ($1, $2)
     on conflict (dev_login) do update set dev_login = excluded.dev_login
     returning ${USER_COLUMNS}`,
    [login, name],
  );
  return toAuthUser(requireRow(rows[0], 'upserting a local user'));
}

/** Why a profile was not saved: the account is gone, or it was changed since the form was opened. */
export type ProfileRefusal = 'gone' | 'changedMeanwhile';

/**
 * Saves the profile, unless `seenVersion` (the `updatedAt` the form was opened with) is given and the
 * profile was saved since, in another tab or on another device: saving over it would undo that without a
 * word (QA). The version is compared to the millisecond, as the ISO string the client got carries it.
 */
export async function updateUser(
  db: Queryable,
  id: number,
  profile: { name: string; phoneNumber: string | null; email: string | null; updatedAt?: string | undefined },
): Promise<AuthUser | ProfileRefusal> {
  const { rows } = await db.query<UserRow>(
    `update users set name = $2, phone_number = $3, email = $4, updated_at = greatest(now(), updated_at + interval '1 millisecond')
     where id = $1 and ($5::timestamptz is null or date_trunc('milliseconds', updated_at) = $5::timestamptz)
     returning ${USER_COLUMNS}`,
    [id, profile.name, profile.phoneNumber, profile.email, profile.updatedAt ?? null],
  );
  if (rows[0]) return toAuthUser(rows[0]);
  return (await userExists(db, id)) ? 'changedMeanwhile' : 'gone';
}

/**
 * Deletes the user; their applications, attachments and file rows go with them (foreign keys). The
 * stored objects of their files are queued in `file_deletions` in the same transaction, and their
 * keys returned for the caller to remove from storage once this has committed.
 */
export async function deleteUser(db: Database, id: number): Promise<{ deleted: boolean; storageKeys: string[] }> {
  return db.transaction(async (tx) => {
    // First the row lock, then the list of files: a request that is attaching (claiming) an upload for
    // this user holds the row (holdAccount) until it commits, and the list below then includes the
    // claimed file. Listed before the lock, such a file would go with the cascade and stay in storage.
    const { rows: locked } = await tx.query('select id from users where id = $1 for update', [id]);
    if (locked.length === 0) return { deleted: false, storageKeys: [] };
    const { rows: files } = await tx.query<{ storage_key: string }>(
      `insert into file_deletions (storage_key)
       select storage_key from files where owner_user_id = $1
       on conflict (storage_key) do nothing
       returning storage_key`,
      [id],
    );
    const { rows } = await tx.query<{ id: number }>('delete from users where id = $1 returning id', [id]);
    return { deleted: rows.length > 0, storageKeys: files.map((file) => file.storage_key) };
  });
}
