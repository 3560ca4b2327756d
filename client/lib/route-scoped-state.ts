// The "closes on route change" rule (spec L7) in one place: state that belongs to the location it was
// set at. A route change leaves it behind (it reads as null) without an effect or a second render, and
// Back/Forward to the same location does not bring it back, since each visit has its own key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

type Update<T> = T | null | ((previous: T | null) => T | null);

export function useRouteScopedState<T>(): [T | null, (update: Update<T>) => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  const set = useCallback(
    (update: Update<T>) =>
      setState((previous) => {
        const current = previous && previous.key === key ? previous.value : null;
        const next = typeof update === 'function' ? (update as (previous: T | null) => T | null)(current) : update;
        return next === null ? null : { key, value: next };
      }),
    [key],
  );
  return [state && state.key === key ? state.value : null, set];
}

/** A menu or panel that is open until it is closed or the route changes. */
export function useOpenUntilRouteChange(): [boolean, (open: boolean) => void] {
  const [opened, setOpened] = useRouteScopedState<true>();
  const setOpen = useCallback((open: boolean) => setOpened(open ? true : null), [setOpened]);
  return [opened === true, setOpen];
}

/**
 * A navbar's menu on narrow screens: open until its toggle is pressed again, Escape is pressed (which
 * puts the focus back on the toggle) or the route changes.
 */
export function useMenuToggle() {
  const [isOpened, setOpened] = useOpenUntilRouteChange();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the topmost layer only: a dialog opened from the menu (the cabinet's sign-in) closes,
      // the menu under it stays.
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      setOpened(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpened, setOpened]);
  return { isOpened, toggle: () => setOpened(!isOpened), toggleRef };
}
