// Locks the page's scroll while something covers it (a modal dialog, the phone menu). Counted, so layers
// that open and close in any order (a dialog opened from the menu, both closed by one Back) leave the page
// scrollable only once the last of them has gone.
let holders = 0;
let overflowBefore = '';

/** Locks the page's scroll; the returned function releases this hold (once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.style.overflow = overflowBefore;
  };
}
