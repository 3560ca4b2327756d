// The sign-in dialog of the main navbar (spec §2): «Авторизуйтесь для начала работы с Фондом», sign in
// with VK ID, or cancel. After signing in the visitor comes back to where they were going.
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { useState } from 'react';
import { buttonBase, buttonSizes } from '#client/components/ui/button-styles.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { signInUrl } from '../sign-in-url.ts';

const vkButton = css`
  background: #005fcc;
  color: #ffffff;
  &:hover {
    background: #004ea8;
  }
`;

export default function SignInDialog({ returnTo, onDismiss }: { returnTo: string; onDismiss: () => void }) {
  const { publicUrl } = useSiteConfig();
  const [closing, setClosing] = useState(false);
  const url = new URL(returnTo, 'http://path.invalid');
  const query = Object.fromEntries(url.searchParams);
  const href = signInUrl(publicUrl, { path: url.pathname, ...(Object.keys(query).length > 0 && { query }) });
  return (
    <Dialog
      title="Авторизуйтесь для&nbsp;начала работы с&nbsp;Фондом"
      description="Войдите через VK ID, чтобы подавать заявки на&nbsp;конкурсы, следить за&nbsp;их статусом и&nbsp;редактировать профиль."
      width="narrow"
      closing={closing}
      onDismiss={onDismiss}
      actions={
        <>
          <a href={href} className={cx(buttonBase, buttonSizes.md, vkButton)}>
            Войти через Вконтакте
          </a>
          <Button theme="basicWhiteWithBorder" onClick={() => setClosing(true)}>
            Отмена
          </Button>
        </>
      }
    />
  );
}
