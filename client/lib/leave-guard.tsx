// Keeps a visitor from losing a form they have begun: while `unsaved`, a link or Back that would leave the
// page asks first in the site's own dialog («Остаться» / «Уйти»), and closing the tab or reloading gets
// the browser's own question (beforeunload: browsers show their text, not ours). A move within the page
// (its #anchors, the query) is never stopped, nor the site's own move home when the session ends. The
// form calls `release()` right before it navigates away on purpose (sent, it goes to «Спасибо»), so
// that navigation passes.
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import type { NoticeState } from '#client/components/layout/site-notice.tsx';
import { lazyWithReload } from './import-with-reload.ts';

const LeaveQuestion = lazyWithReload(() => import('./leave-question.tsx'));

/**
 * Whether a react-hook-form form holds something typed: a field changed other than the consent, which is
 * asked again anyway and loses nothing.
 */
export function hasTypedInput(dirtyFields: object): boolean {
  return Object.keys(dirtyFields).some((name) => name !== 'consent');
}

/**
 * Said first when the move is the contact-us dialog's, after its question was sent: the question is
 * confirmed whichever way the visitor answers (QA: «Остаться», to keep an event form, left them without
 * a word that the question had gone).
 */
const QUESTION_SENT = 'Ваш вопрос отправлен, спасибо: специалист фонда перезвонит в\u00a0течение рабочего дня.';

/** `loss` says what would be lost, in the dialog under its question. */
export function useLeaveGuard(unsaved: boolean, loss: string): { release: () => void; prompt: ReactNode } {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !released.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The site's own move with a notice (the session ended: spec §8 sends the visitor home) is not a
      // visitor leaving, and staying could not save anything.
      !(nextLocation.state as NoticeState | null)?.notice,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // In the document's body, wherever the form puts it: a form folded away (the idea contest's panel,
  // display: none) held the question hidden while it blocked the page (QA).
  const prompt =
    blocker.state === 'blocked'
      ? createPortal(
          <Suspense fallback={null}>
            <LeaveQuestion
              loss={loss}
              done={(blocker.location.state as { sent?: unknown } | null)?.sent === 'question' ? QUESTION_SENT : undefined}
              onAnswer={(leave) => (leave ? blocker.proceed() : blocker.reset())}
            />
          </Suspense>,
          document.body,
        )
      : null;

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release, prompt };
}
