// Links to the cabinet from public pages («Подать заявку» on a contest): a signed-in visitor follows the
// link; anyone else gets the sign-in dialog, which brings them to that page once signed in, instead of
// a cabinet route that would only send them home (the cabinet's guard, spec §6). The dialog belongs to
// the auth feature, so the layout that has it provides the opener here for every feature to use.
import { createContext, useContext, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useWhenSessionKnown } from './auth.tsx';

/** Opens the sign-in dialog; after signing in the visitor lands on `returnTo`. */
export type OpenSignIn = (returnTo: string) => void;

const SignInContext = createContext<OpenSignIn | null>(null);

export const SignInProvider = SignInContext.Provider;

/** A plain left click, which the page may take over (not one that opens a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Props for a link to `href` (a cabinet page): its click opens the sign-in dialog while nobody is signed
 * in. A click while the session is still being checked waits for the answer, then follows the link or
 * opens the dialog. Without a provider the link is followed.
 */
export function useSignInFirst(href: string): { onClick?: (event: MouseEvent) => void; 'aria-haspopup'?: 'dialog' } {
  const openSignIn = useContext(SignInContext);
  const auth = useAuth();
  const whenSessionKnown = useWhenSessionKnown(auth);
  const navigate = useNavigate();
  if (!openSignIn || auth.loggedIn) return {};
  return {
    'aria-haspopup': 'dialog',
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      whenSessionKnown((signedIn) => (signedIn ? void navigate(href) : openSignIn(href)));
    },
  };
}
