// Keeps the one current dialog of the app (spec §2): opening a dialog closes the one that was open, and
// every route change closes it. A dialog is opened with a render function that gets `dismiss`, so its
// code (and the code of the form inside it) can be a lazily loaded chunk of its own.
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export type RenderDialog = (dismiss: () => void) => ReactNode;

interface DialogHostValue {
  open: (render: RenderDialog) => void;
  dismiss: () => void;
}

const DialogContext = createContext<DialogHostValue | null>(null);

interface CurrentDialog {
  id: number;
  render: RenderDialog;
  /** The location it was opened at: a route change leaves it behind. */
  locationKey: string;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [current, setCurrent] = useState<CurrentDialog | null>(null);
  const dismiss = useCallback(() => setCurrent(null), []);
  const open = useCallback(
    (render: RenderDialog) => setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, render, locationKey: location.key })),
    [location.key],
  );
  const value = useMemo(() => ({ open, dismiss }), [open, dismiss]);
  const shown = current && current.locationKey === location.key ? current : null;
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
