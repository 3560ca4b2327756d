// The sends that store something (a lead, an application), apart from the other calls: one
// Idempotency-Key for a form's send and its repeats (shared/idempotency.ts), so a send repeated after an
// answer that never came (the site gave up waiting while the API stored it) is not a second one; a new
// key once a send has gone through, as sending the same again on purpose is a new one. And an answer
// that names what was stored, or the send counts as failed.
import { useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import { ApiRequestError } from './api-client.ts';
import { useApi } from './api-context.tsx';

/** 16 random bytes in base64url (22 characters); getRandomValues works on a plain-http address too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

function useIdempotencyKey(): { headers: () => Record<string, string>; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: (key.current ??= newKey()) }),
    renew: () => {
      key.current = null;
    },
  };
}

/**
 * A create's answer names what was stored (a lead's or an application's id); one that does not is no
 * proof the send was kept, and the form must not thank the visitor for it (QA: a 200 of another shape
 * from a broken upstream was «Спасибо, заявка отправлена» with nothing stored).
 */
export function storedOrFailure<T>(answer: T, path: string): T {
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new ApiRequestError(502, path);
  return answer;
}

/**
 * A form's creating send: `send` posts with the form's key (and any `headers` of its own) and takes the
 * answer only when it names what was stored; `renew` after a send has gone through.
 */
export function useCreateSend(): {
  send: <T>(path: string, body: unknown, headers?: Record<string, string>) => Promise<T>;
  renew: () => void;
} {
  const api = useApi();
  const key = useIdempotencyKey();
  return {
    send: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
      api.post<T>(path, body, { headers: { ...key.headers(), ...headers } }).then((answer) => storedOrFailure(answer, path)),
    renew: key.renew,
  };
}
