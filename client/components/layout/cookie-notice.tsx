// The cookie notice (spec §2, §4): fixed bottom-right, 424 px wide, shown until dismissed; the flag is
// `cookie-notice-seen` in localStorage (DESIGN §6). The server renders nothing for it and the browser
// decides after hydration, so a cached page hydrates without a mismatch; being fixed, it shifts nothing.
import { styled } from '@linaria/react';
import { useSyncExternalStore } from 'react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { Button } from '../ui/button.tsx';
import { colors, media } from '../ui/theme.ts';
import { UNDER_MENU } from '#client/app/landmarks.ts';

export const COOKIE_NOTICE_KEY = 'cookie-notice-seen';

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

export function CookieNotice() {
  // The server and the hydrating render say "seen": the notice appears only once the browser knows.
  const seen = useSyncExternalStore(
    subscribe,
    () => dismissedThisVisit || readSeen(),
    () => true,
  );
  if (seen) return null;
  return (
    <Notice {...UNDER_MENU} aria-label="Уведомление о&nbsp;cookie">
      <p>
        Мы используем файлы cookie, чтобы сайт работал: они нужны для входа в&nbsp;личный кабинет и&nbsp;отправки форм. Подробнее&nbsp;—
        в&nbsp;
        <Link to={paths.personalData()}>политике обработки персональных данных</Link>.
      </p>
      <div>
        <Button size="sm" theme="basicWhite" onClick={markSeen}>
          Понятно
        </Button>
      </div>
    </Notice>
  );
}
