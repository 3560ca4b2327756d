// The "closes on route change" rule (spec L7) in one place: state that belongs to the location it was
// set at. A route change leaves it behind: it reads as null at once, without an effect, and is dropped in
// the same render, so Back or Forward to the location it was set at (the same history entry, the same
// key) does not bring it back (QA: Back reopened the phone menu, Forward the contact-us dialog).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mediaQueries } from '#client/components/ui/theme.ts';
import { CONTENT_ID, FOOTER_ID, UNDER_MENU_SELECTOR } from '#client/app/landmarks.ts';

type Update<T> = T | null | ((previous: T | null) => T | null);

export function useRouteScopedState<T>(): [T | null, (update: Update<T>) => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  // Adjusting state while rendering (react.dev, «Storing information from previous renders»): React
  // renders this component again before its children see anything.
  if (state !== null && state.key !== key) setState(null);
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
 * puts the focus back on the toggle), the route changes or the window widens past the phone layout
 * (a tablet turned). While open it covers the page: the page's content and footer, and what floats over
 * them (the contact-us widget, the cookie notice), are inert, out of reach of Tab and of screen readers,
 * so focus stays in the bar and its menu; the page under it does not scroll (app/global-styles.ts).
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
    const phoneLayout = window.matchMedia(mediaQueries.mobile);
    const onLayoutChange = () => {
      if (!phoneLayout.matches) setOpened(false);
    };
    phoneLayout.addEventListener('change', onLayoutChange);
    const covered = [
      document.getElementById(CONTENT_ID),
      document.getElementById(FOOTER_ID),
      ...document.querySelectorAll(UNDER_MENU_SELECTOR),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement);
    for (const element of covered) element.inert = true;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      phoneLayout.removeEventListener('change', onLayoutChange);
      for (const element of covered) element.inert = false;
    };
  }, [isOpened, setOpened]);
  return { isOpened, toggle: () => setOpened(!isOpened), toggleRef };
}
