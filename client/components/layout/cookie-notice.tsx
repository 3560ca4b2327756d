// The cookie notice (spec §2, §4): fixed bottom-right, 424 px wide, shown until dismissed; the flag is
// `cookie-notice-seen` in localStorage (DESIGN §6). The server renders nothing for it and the browser
// decides after hydration, so a cached page hydrates without a mismatch; being fixed, it shifts nothing.
import { styled } from '@linaria/react';
import { useSyncExternalStore } from 'react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { Button } from '../ui/button.tsx';
import { colors, media } from '../ui/theme.ts';
import { CONTENT_ID, COOKIE_NOTICE_KEY, COOKIE_NOTICE_ROOM, UNDER_MENU } from '#client/app/landmarks.ts';

const listeners = new Set<() => void>();

function readSeen(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) !== null;
  } catch {
    // Storage off (private modes): the notice shows each visit, which is the safe side.
    return false;
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_KEY, new Date().toISOString());
  } catch {
    // Nowhere to remember it; the notice still goes away for this page view.
  }
  dismissedThisVisit = true;
  listeners.forEach((listener) => listener());
}

let dismissedThisVisit = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const Notice = styled.section`
  /* Above the contact-us widget, which keeps the corner itself. */
  position: fixed;
  right: 24px;
  bottom: 92px;
  z-index: 40;
  width: 424px;
  max-width: calc(100vw - 32px);
  display: grid;
  gap: 14px;
  padding: 20px 22px;
  border-radius: 20px;
  background: ${colors.ink};
  color: #e9e7f5;
  box-shadow: 0 16px 48px rgba(22, 20, 43, 0.35);

  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.5;
  }
  a {
    color: ${colors.white};
  }
  ${media.narrow} {
    right: 16px;
    bottom: 84px;
  }
`;

/**
 * While the notice is up, the page makes room for it below the footer (COOKIE_NOTICE_ROOM), so that
 * anything can be scrolled out from under it, and a focused element the browser left under it is
 * scrolled up past it: on a phone a tabbed-to link went under the notice, its focus ring hidden, and the
 * footer's last links could not come out at all (QA). Never so far that the element's top goes under
 * the top bar (the page's scroll-padding-top).
 */
function keepPageClear(notice: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () =>
    root.style.setProperty(COOKIE_NOTICE_ROOM, `${Math.ceil(window.innerHeight - notice.getBoundingClientRect().top)}px`);
  // At once, as the notice comes (a layout's notice replacing another's leaves no frame without room),
  // and again whenever its size changes.
  measure();
  const room = new ResizeObserver(measure);
  room.observe(notice);
  const uncover = ({ target }: FocusEvent) => {
    // Keyboard focus only: a click's focus comes at mousedown, and moving the page then would send the
    // mouseup, and so the click, to whatever came under the pointer.
    if (!(target instanceof HTMLElement) || notice.contains(target) || !target.matches(':focus-visible')) return;
    // Measured in the next frame: the browser scrolls a focused element into view after this event, to
    // the window's bottom edge for one below it (QA: such footer links ended under the notice).
    requestAnimationFrame(() => {
      // A control hidden for the eye (a file picker's input inside its label) is seen as its label (QA:
      // «+ Выбрать файлы» stayed half under the notice).
      const seen = target instanceof HTMLInputElement && target.offsetWidth <= 1 ? (target.labels?.[0] ?? target) : target;
      const box = seen.getBoundingClientRect();
      const over = notice.getBoundingClientRect();
      if (box.bottom <= over.top || box.top >= over.bottom || box.right <= over.left || box.left >= over.right) return;
      const by = Math.min(box.bottom - over.top + 12, box.top - parseFloat(getComputedStyle(root).scrollPaddingTop));
      if (by > 0) window.scrollBy(0, by);
    });
  };
  document.addEventListener('focusin', uncover);
  return () => {
    room.disconnect();
    root.style.removeProperty(COOKIE_NOTICE_ROOM);
    document.removeEventListener('focusin', uncover);
  };
}

/** Dismissed from the keyboard, focus goes on to the page's content rather than to nowhere (QA). */
function dismiss(event: { currentTarget: HTMLElement }): void {
  const hadFocus = event.currentTarget.contains(document.activeElement);
  markSeen();
  if (hadFocus) document.getElementById(CONTENT_ID)?.focus({ preventScroll: true });
}

export function CookieNotice() {
  // The server and the hydrating render say "seen": the notice appears only once the browser knows.
  const seen = useSyncExternalStore(
    subscribe,
    () => dismissedThisVisit || readSeen(),
    () => true,
  );
  if (seen) return null;
  return (
    <Notice {...UNDER_MENU} data-cookie-notice="" aria-label="Уведомление о&nbsp;cookie" ref={keepPageClear}>
      <p>
        Мы используем файлы cookie, чтобы сайт работал: они нужны для&nbsp;входа в&nbsp;личный кабинет и&nbsp;отправки форм.
        Подробнее&nbsp;— в&nbsp;
        <Link to={paths.termsOfUse()}>пользовательском соглашении</Link>.
      </p>
      <div>
        <Button size="sm" theme="basicWhite" onClick={dismiss}>
          Понятно
        </Button>
      </div>
    </Notice>
  );
}
