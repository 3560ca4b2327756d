// A one-time message carried by a navigation (`navigate(path, { state: { notice } })`): the account was
// deleted, the session ended, the visitor signed out. Shown once at the top of the page it leads to.
import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSignInFirst } from '#client/lib/sign-in-gate.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { Link } from '../ui/link.tsx';
import { Container } from '../ui/container.tsx';
import { colors } from '../ui/theme.ts';

export interface NoticeState {
  notice?: string;
  /** Where the visitor was when the session ended: the notice offers to sign in and go back there. */
  returnTo?: string;
}

/** The notice's look, shared with the notice for visitors without scripts. */
export const NoticeBanner = styled.p`
  /* Room below too: the page's first band (home's hero) began flush under it (QA). */
  margin: 24px 0;
  padding: 14px 20px;
  border-radius: 14px;
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
  font-weight: 600;
`;

/** React Router keeps a navigation's state under `usr` in the browser's history entry. */
interface HistoryEntry {
  usr?: NoticeState | null;
}

export function SiteNotice() {
  const location = useLocation();
  const { notice, returnTo } = (location.state as NoticeState | null) ?? {};
  const hydrated = useHydrated();

  // Once shown, the notice leaves the history entry, which a reload reads again: «Аккаунт удалён» came
  // back on every F5 (QA). The router's own copy keeps it on the screen until the visitor moves on. Each
  // entry, by its key: home's sign-in offer puts a refused sign-in's notice into an entry of its own.
  useEffect(() => {
    const entry = window.history.state as HistoryEntry | null;
    if (!notice || !entry?.usr?.notice) return;
    window.history.replaceState({ ...entry, usr: { ...entry.usr, notice: undefined } }, '');
  }, [notice, location.key]);

  // The server never sees a history entry: an entry that still had one (from before this rule) must not
  // make the first render differ from the page's HTML.
  // The status region is always there, empty until a notice fills it: a region inserted already holding
  // its text is not announced (QA: «Вы вышли из личного кабинета.» was never heard).
  return (
    <div role="status">
      {notice && hydrated ? (
        <Container>
          <NoticeBanner>
            {notice}
            {returnTo ? (
              <>
                {' '}
                <SignInAndReturn to={returnTo} />
              </>
            ) : null}
          </NoticeBanner>
        </Container>
      ) : null}
    </div>
  );
}

/** «Войти и вернуться»: the sign-in dialog, which brings the visitor back to `to` (QA: back in, the
 * visitor was left on the cabinet's profile, the contest form they were sending out of sight). */
function SignInAndReturn({ to }: { to: string }) {
  return (
    <Link to={to} {...useSignInFirst(to)}>
      Войти и&nbsp;вернуться к&nbsp;странице
    </Link>
  );
}
