// An application refused because the session had ended (a 401: spec §8 clears the session and sends the
// visitor home) keeps what was typed: the form puts its values and files in this tab's sessionStorage,
// and the same form, opened again by the same person after signing in, starts from them and says so.
// Nothing is kept for any other failure (the form stays open with its values then), and a draft is read
// once: it is gone from the storage as soon as the form has it.
import { useEffect, useState } from 'react';
import type { UploadedFile } from '#shared/schemas/files.ts';
import { ApiRequestError } from './api-client.ts';

const PREFIX = 'form-draft:';

export interface SessionDraft<V> {
  userId: number;
  values: Partial<V>;
  files: UploadedFile[];
  /**
   * The `updatedAt` of what the form edited, as it was opened: the save after signing in again sends it,
   * so one over a version saved meanwhile elsewhere is refused (409), not made over it (QA).
   */
  version?: string | undefined;
}

/**
 * After a failed send: keeps the draft when the failure was the session's end; not when the account is
 * gone (its person's data is not kept in the browser, and no account of theirs will take it: QA).
 */
export function keepDraftIfSessionEnded<V>(error: unknown, key: string, draft: SessionDraft<V>): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401 || error.accountDeleted) return;
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the visitor is no worse off than without it.
  }
}

function takeDraft<V>(key: string, userId: number): SessionDraft<V> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const draft = JSON.parse(raw) as SessionDraft<V>;
    // Another person signed in in this tab: the draft is not theirs to see.
    if (draft.userId !== userId) return null;
    sessionStorage.removeItem(PREFIX + key);
    return draft;
  } catch {
    return null;
  }
}

/**
 * Restores a kept draft once the signed-in user is known (after hydration: the server never sees it).
 * Returns whether a draft was restored, for the form to say so.
 */
export function useSessionDraft<V>(key: string, userId: number | undefined, restore: (draft: SessionDraft<V>) => void): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (userId === undefined) return;
    const draft = takeDraft<V>(key, userId);
    if (!draft) return;
    restore(draft);
    // The draft exists in this browser only, so it is applied after hydration (the server's HTML and
    // the first render match); saying so is this one render more, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
    // `restore` is the form's own closure: a draft is taken once per key and user, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, userId]);
  return restored;
}
