// Yandex SmartCaptcha, invisible (spec §4, §5; DESIGN §5): on submit the form asks for a token; the
// widget runs its check (a challenge appears only when Yandex doubts), and the form is sent when the
// callback fires. Without a site key (outside production) there is no captcha and the token is null.
import { InvisibleSmartCaptcha } from '@yandex/smart-captcha';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useSiteConfig } from '#client/lib/site-config.tsx';

export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

export interface Captcha {
  /** Rendered with the form: the widget itself (nothing when the captcha is off). */
  element: ReactNode;
  /** A fresh token for one submission, or null when the captcha is off. */
  requestToken: () => Promise<string | null>;
}

export function useInvisibleCaptcha(): Captcha {
  const { captchaSiteKey } = useSiteConfig();
  const [visible, setVisible] = useState(false);
  // Every token is single-use at the provider, so each submission runs the check anew.
  const [round, setRound] = useState(0);
  const pending = useRef<Pending | null>(null);

  const settle = useCallback((outcome: { token: string } | { error: string }) => {
    const waiting = pending.current;
    pending.current = null;
    setVisible(false);
    setRound((value) => value + 1);
    if (!waiting) return;
    if ('token' in outcome) waiting.resolve(outcome.token);
    else waiting.reject(new CaptchaError(outcome.error));
  }, []);

  const requestToken = useCallback(() => {
    if (!captchaSiteKey) return Promise.resolve(null);
    return new Promise<string>((resolve, reject) => {
      pending.current = { resolve, reject };
      setVisible(true);
    });
  }, [captchaSiteKey]);

  const element = captchaSiteKey ? (
    <InvisibleSmartCaptcha
      key={round}
      sitekey={captchaSiteKey}
      language="ru"
      visible={visible}
      hideShield
      onSuccess={(token) => settle({ token })}
      onChallengeHidden={() => settle({ error: 'Проверка «Я\u00a0не\u00a0робот» не\u00a0пройдена. Попробуйте отправить форму ещё раз.' })}
      onNetworkError={() =>
        settle({ error: 'Не\u00a0удалось загрузить проверку «Я\u00a0не\u00a0робот». Проверьте подключение и\u00a0попробуйте ещё раз.' })
      }
      onJavascriptError={() =>
        settle({ error: 'Проверка «Я\u00a0не\u00a0робот» не\u00a0запустилась. Обновите страницу и\u00a0попробуйте ещё раз.' })
      }
    />
  ) : null;

  return { element, requestToken };
}
