// Users: found or created at sign-in (VK ID, or the local sign-in page outside production), read and
// updated by the cabinet's profile, deleted with everything they sent (DESIGN §6).
import type { Database, Queryable } from '../../db/database.ts';
import type { AuthUser } from '../../../shared/schemas/auth.ts';

interface UserRow {
  id: number;
  name: string;
  phone_number: string | null;
  email: string | null;
}

const USER_COLUMNS = 'id, name, phone_number, email';

function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, name: row.name, phoneNumber: row.phone_number, email: row.email };
}

function requireRow<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/**
 * The user a token names, unless the account is gone or the person signed out after the token was
 * issued (`tokenIssuedAt`, seconds since the epoch).
 */
export async function findUser(db: Queryable, id: number, tokenIssuedAt?: number): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users
     where id = $1 and (sessions_revoked_at is null or $2::double precision is null
                        or sessions_revoked_at <= to_timestamp($2::double precision))`,
    [id, tokenIssuedAt ?? null],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** Signing out everywhere: every token issued until now stops working. */
export async function revokeSessions(db: Queryable, id: number): Promise<void> {
  // Whole seconds, as a token's `iat`: a sign-in right after this sign-out is not refused.
  await db.query(`update users set sessions_revoked_at = date_trunc('second', now()) where id = $1`, [id]);
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

/** The local sign-in page (development only): the same name finds the same account. */
export async function findOrCreateDevUser(db: Queryable, name: string): Promise<AuthUser> {
  const { rows } = await db.query<UserRow>(
    `insert into users (dev_login, name) values ($1, $2)
     on conflict (dev_login) do update set dev_login = excluded.dev_login
     returning ${USER_COLUMNS}`,
    [name.toLowerCase(), name],
  );
  return toAuthUser(requireRow(rows[0], 'upserting a local user'));
}

export async function updateUser(
  db: Queryable,
  id: number,
  profile: { name: string; phoneNumber: string | null; email: string | null },
): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `update users set name = $2, phone_number = $3, email = $4, updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [id, profile.name, profile.phoneNumber, profile.email],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/**
 * Deletes the user; their applications, attachments and file rows go with them (foreign keys). The
 * stored objects of their files are queued in `file_deletions` in the same transaction, and their
 * keys returned for the caller to remove from storage once this has committed.
 */
export async function deleteUser(db: Database, id: number): Promise<{ deleted: boolean; storageKeys: string[] }> {
  return db.transaction(async (tx) => {
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
