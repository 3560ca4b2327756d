// Keeps the one current dialog of the app (spec §2): opening a dialog closes the one that was open, and
// every route change closes it. A dialog is opened with a render function that gets `dismiss`, so its
// code (and the code of the form inside it) can be a lazily loaded chunk of its own.
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRouteScopedState } from './route-scoped-state.ts';

export type RenderDialog = (dismiss: () => void) => ReactNode;

interface DialogHostValue {
  open: (render: RenderDialog) => void;
  dismiss: () => void;
}

const DialogContext = createContext<DialogHostValue | null>(null);

interface CurrentDialog {
  id: number;
  render: RenderDialog;
}

export function DialogHost({ children }: { children: ReactNode }) {
  // The dialog belongs to the location it was opened at: a route change leaves it behind.
  const [shown, setShown] = useRouteScopedState<CurrentDialog>();
  const [lastId, setLastId] = useState(0);
  const dismiss = useCallback(() => setShown(null), [setShown]);
  const open = useCallback(
    (render: RenderDialog) => {
      const id = lastId + 1;
      setLastId(id);
      setShown({ id, render });
    },
    [lastId, setShown],
  );
  const value = useMemo(() => ({ open, dismiss }), [open, dismiss]);
  return (
    <DialogContext value={value}>
      {children}
      {shown ? (
        <Suspense key={shown.id} fallback={null}>
          {shown.render(dismiss)}
        </Suspense>
      ) : null}
    </DialogContext>
  );
}

export function useDialogs(): DialogHostValue {
  const host = useContext(DialogContext);
  if (!host) throw new Error('useDialogs() needs a <DialogHost> above it');
  return host;
}
