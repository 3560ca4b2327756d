// The navbar's cabinet button (spec §2): a signed-in visitor goes to the profile; anyone else gets the
// sign-in dialog, which loads only then.
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth, useWhenSessionKnown } from '#client/lib/auth.tsx';
import { useDialogs } from '#client/lib/dialog-host.tsx';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';

const SignInDialog = lazyWithReload(() => import('./sign-in-dialog.tsx'));

export function useOpenSignIn() {
  const dialogs = useDialogs();
  return (returnTo: string) => dialogs.open((dismiss) => <SignInDialog returnTo={returnTo} onDismiss={dismiss} />);
}

export function CabinetButton() {
  const auth = useAuth();
  const whenSessionKnown = useWhenSessionKnown(auth);
  const navigate = useNavigate();
  const location = useLocation();
  const openSignIn = useOpenSignIn();
  return (
    <Button
      size="sm"
      theme="basicWhiteWithBorder"
      aria-haspopup={auth.loggedIn ? undefined : 'dialog'}
      onClick={() =>
        whenSessionKnown((signedIn) =>
          signedIn
            ? void navigate(paths.cabinet())
            : openSignIn(location.pathname.startsWith(paths.cabinet()) ? location.pathname : paths.cabinet()),
        )
      }
    >
      Личный кабинет
    </Button>
  );
}
