// Whether React owns the page in the browser yet: false in the server's render and while hydrating,
// true from the first render after. No subscription is needed: the answer changes only once.
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
