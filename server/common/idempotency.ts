// Idempotent creates (shared/idempotency.ts, migration 0011): a lead or an application sent with an
// Idempotency-Key is stored once per key and body. Its repeat, before or while the first is stored, is
// answered with the stored one: looked up first (so a repeat spends no captcha token and claims no
// file twice), and at the insert by the unique index (a repeat that arrives while the first is still
// being stored waits for it, then finds it).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '#shared/idempotency.ts';
import type { Queryable } from '#server/db/database.ts';

/** For a route's `schema.headers` (with its other headers, if any). */
export const idempotencyHeaders = {
  [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE }).optional(),
};

export interface Idempotency {
  key: string;
  /**
   * The route, the caller and the validated body: the same key with another body, or from another
   * caller, is another request.
   */
  fingerprint: string;
}

/**
 * The request's key and fingerprint; null when it has no key. Call after validation. `caller`: who sends
 * it (an account, or a visitor's browser by its uploader key), where the answer is theirs alone: the
 * same key and body from someone else is their own send, never a look at the first one's (QA: another
 * caller's repeat found the row but not as theirs, a 500; a visitor's, a visitor's application).
 */
export function idempotencyOf(request: FastifyRequest, caller = ''): Idempotency | null {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) return null;
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${caller}\n${JSON.stringify(request.body)}`)
    .digest('base64url');
  return { key, fingerprint };
}

/** Columns and values to add to the insert of the row. */
export function idempotencyColumns(idempotency: Idempotency | null): { names: string[]; values: unknown[] } {
  return { names: ['idempotency_key', 'request_fingerprint'], values: [idempotency?.key ?? null, idempotency?.fingerprint ?? null] };
}

/** The insert's conflict clause: a repeat stores nothing (and returns no row). */
export const ON_REPEAT_DO_NOTHING = 'on conflict (idempotency_key, request_fingerprint) where idempotency_key is not null do nothing';

/**
 * The id of the row stored by the same key and body, if any. `owner`: a condition on the row (`user_id
 * is not distinct from $3`) with its value, so a key is nobody else's way to another's application.
 */
export async function storedIdOf<Id>(
  db: Queryable,
  table: 'leads' | 'project_applications' | 'contest_applications',
  idempotency: Idempotency,
  owner?: { condition: string; value: unknown },
): Promise<Id | undefined> {
  const { rows } = await db.query<{ id: Id }>(
    `select id from ${table} where idempotency_key = $1 and request_fingerprint = $2${owner ? ` and ${owner.condition}` : ''}`,
    owner ? [idempotency.key, idempotency.fingerprint, owner.value] : [idempotency.key, idempotency.fingerprint],
  );
  return rows[0]?.id;
}
