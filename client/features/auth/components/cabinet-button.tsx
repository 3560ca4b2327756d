// The navbar's cabinet button (spec §2): a signed-in visitor goes to the profile; anyone else gets the
// sign-in dialog, which loads only then.
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useDialogs } from '../../../lib/dialog-host.tsx';
import { importWithReload } from '../../../lib/import-with-reload.ts';

const SignInDialog = lazy(() => importWithReload(() => import('./sign-in-dialog.tsx')));

export function useOpenSignIn() {
  const dialogs = useDialogs();
  return (returnTo: string) => dialogs.open((dismiss) => <SignInDialog returnTo={returnTo} onDismiss={dismiss} />);
}

export function CabinetButton() {
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const openSignIn = useOpenSignIn();
  return (
    <Button
      size="sm"
      theme="basicWhiteWithBorder"
      aria-haspopup={loggedIn ? undefined : 'dialog'}
      onClick={() =>
        loggedIn
          ? void navigate(paths.cabinet())
          : openSignIn(location.pathname.startsWith('/cabinet') ? location.pathname : paths.cabinet())
      }
    >
      Личный кабинет
    </Button>
  );
}
