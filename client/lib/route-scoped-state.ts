// The "closes on route change" rule (spec L7) in one place: state that belongs to the location it was
// set at. A route change leaves it behind (it reads as null) without an effect or a second render, and
// Back/Forward to the same location does not bring it back, since each visit has its own key.
import { useCallback, useState } from 'react';
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
