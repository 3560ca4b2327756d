// The header by which a form's send and its repeats are one request (IETF draft «The Idempotency-Key
// HTTP Header Field»): the API stores a lead or an application once per key and body
// (server/common/idempotency.ts), so a send repeated after an answer that never came is not a second one.
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 16 to 64 of A–Z, a–z, 0–9, «-» and «_»: the browser sends 22 (16 random bytes, base64url). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const IDEMPOTENCY_KEY_MESSAGE = 'Заголовок Idempotency-Key: от\u00a016 до\u00a064 латинских букв, цифр, «-» и\u00a0«_»';
