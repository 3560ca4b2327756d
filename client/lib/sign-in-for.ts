// A signed-out visitor who opened a cabinet page (a bookmark, a link in a letter) is redirected home
// (spec §6) with the page named in the query (paths.signInFor, the cabinet's guard); home then asks them
// to sign in and offers the way back there, as the session-ended notice does (QA: such a visitor landed
// home without a word, and signing in opened the profile instead of the page they wanted).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, SIGN_IN_FOR_PARAM } from '#client/app/paths.ts';
import type { NoticeState } from '#client/components/layout/site-notice.tsx';

/** A cabinet page's path (and query): the only place the offer leads back to. */
function isCabinetPath(path: string): boolean {
  const cabinet = paths.cabinet();
  return path === cabinet || path.startsWith(`${cabinet}/`) || path.startsWith(`${cabinet}?`);
}

/**
 * On home: turns the query into the site notice (components/layout/site-notice.tsx) and leaves the plain
 * home address in the history, so a reload or a shared link does not ask again.
 */
export function useSignInForNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const page = new URLSearchParams(location.search).get(SIGN_IN_FOR_PARAM);
  // A notice already there (a refused sign-in that led to a cabinet page) says more than this one.
  const notice = (location.state as NoticeState | null)?.notice ?? 'Личный кабинет открывается после входа.';
  useEffect(() => {
    if (page === null) return;
    const state: NoticeState = { notice, returnTo: isCabinetPath(page) ? page : undefined };
    void navigate(paths.home(), { replace: true, state });
  }, [page, navigate, notice]);
}
