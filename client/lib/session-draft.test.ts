// What a form keeps in the tab's storage when a send fails: the typing and the version it began from
// after a session's end, nothing after the account's deletion (QA: the deleted person's data stayed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import { ApiRequestError } from './api-client.ts';
import { keepDraftIfSessionEnded } from './session-draft.ts';

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const refused = (message: string) => new ApiRequestError(401, '/api/auth/user', { statusCode: 401, error: 'Unauthorized', message });
const draft = { userId: 7, values: { name: 'Вера Новая' }, files: [], version: '2026-11-27T10:00:00.000Z' };

describe('keepDraftIfSessionEnded', () => {
  it('keeps the typing and the version it began from when the session ended', () => {
    keepDraftIfSessionEnded(refused('Сессия истекла или недействительна. Войдите снова'), '/cabinet', draft);
    expect(JSON.parse(stored.get('form-draft:/cabinet') ?? 'null')).toEqual(draft);
  });

  it('keeps nothing when the account is gone, or the failure was another', () => {
    keepDraftIfSessionEnded(refused(ACCOUNT_DELETED_MESSAGE), '/cabinet', draft);
    keepDraftIfSessionEnded(new ApiRequestError(503, '/api/auth/user'), '/cabinet', draft);
    keepDraftIfSessionEnded(new Error('сбой'), '/cabinet', draft);
    expect(stored.size).toBe(0);
  });
});
