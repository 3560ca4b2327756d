// What every modal of the kit does with its native <dialog> (the Dialog and the video popup): opens it
// with showModal() (the browser traps focus and makes the page inert), locks the page's scroll while
// open, gives focus back to what opened it, and closes by animating out for 0.2 s before telling its
// owner. Escape and a click on the backdrop close it the same way.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react';

export const DIALOG_CLOSE_MS = 200;

export function useModalDialog(onDismiss: () => void, { closing = false, busy = false }: { closing?: boolean; busy?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState(false);
  const dismiss = useEffectEvent(onDismiss);
  // While busy (a form in it being sent), Escape, the backdrop and the close button leave it open: closed,
  // the answer had nowhere to show (QA: the question was saved without a word, the form left filled).
  const close = useCallback(() => {
    if (!busy) setLeaving(true);
  }, [busy]);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // The room of a classic scrollbar (Windows, Linux desktops) stays while it is gone: without it the
    // page moved sideways by half its width as a dialog opened and closed (QA). Only while locked: an
    // overlay scrollbar takes no room, and a gutter kept always shows as an empty strip where it does.
    Object.assign(root.style, { overflow: 'hidden', scrollbarGutter: 'stable' });
    if (!dialog.open) dialog.showModal();
    return () => {
      Object.assign(root.style, previous);
      if (dialog.open) dialog.close();
      // Without scrolling: closed by a navigation (Back, a link), the dialog's opener may be the footer's
      // button, and focusing it would pull the page the visitor went to down to its footer.
      opener?.focus({ preventScroll: true });
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
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself, outside its content, is a click on the backdrop; one that
      // began inside (selecting a field's text and letting go past the edge) is not, and typing stays.
      if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
    },
  };
  return { dialogProps, close };
}
