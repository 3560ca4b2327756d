// What every modal of the kit does with its native <dialog> (the Dialog and the video popup): opens it
// with showModal() (the browser traps focus and makes the page inert), locks the page's scroll while
// open, gives focus back to what opened it, and closes by animating out for 0.2 s before telling its
// owner. Escape and a click on the backdrop close it the same way.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';

export const DIALOG_CLOSE_MS = 200;

export function useModalDialog(onDismiss: () => void, { closing = false }: { closing?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState(false);
  const dismiss = useEffectEvent(onDismiss);
  const close = useCallback(() => setLeaving(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const closingNow = leaving || closing;
  useEffect(() => {
    if (!closingNow) return;
    const timer = setTimeout(() => dismiss(), DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closingNow]);

  /** Props for the <dialog> element. */
  const dialogProps = {
    ref,
    'data-closing': closingNow ? '' : undefined,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      // Escape: animate out instead of vanishing at once.
      event.preventDefault();
      close();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself, outside its content, is a click on the backdrop.
      if (event.target === event.currentTarget) close();
    },
  };
  return { dialogProps, close };
}
