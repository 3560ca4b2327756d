// The share popover's panel (a chunk of its own, see share-button.tsx): the page's link for VK and
// Telegram, and a copy button. The link is the page's canonical address (PUBLIC_URL), never the address
// this tab happens to use.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { useSiteConfig } from '../lib/site-config.tsx';
import { Button } from './ui/button.tsx';
import { Popover } from './ui/popover.tsx';
import { colors } from './ui/theme.ts';
import { visuallyHidden } from './ui/visually-hidden.ts';

const Links = styled.ul`
  display: grid;
  gap: 4px;
  /* The items' text under the popover's title, their hover background reaching into its padding (QA: the
     text stood 12 px right of the title). */
  margin: 0 -12px;
  padding: 0;
  list-style: none;

  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 10px;
    background: none;
    color: ${colors.ink};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${colors.surface};
  }
`;

const Status = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  color: ${colors.inkSoft};

  &:empty {
    display: none;
  }
`;

export default function SharePopover({ path, title }: { path: string; title: string }) {
  const { publicUrl } = useSiteConfig();
  const url = `${publicUrl}${path}`;
  const [copied, setCopied] = useState<string>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Ссылка скопирована');
    } catch {
      setCopied('Не\u00a0удалось скопировать: выделите адрес страницы в\u00a0строке браузера');
    }
  };

  return (
    <Popover
      title="Поделиться"
      initiallyOpen
      content={
        <>
          <Links>
            <li>
              <a
                href={`https://vk.com/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                ВКонтакте
                {/* As every link that opens a new tab says (QA: these two did not). */}
                <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
              </a>
            </li>
            <li>
              <a
                href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Telegram
                {/* As every link that opens a new tab says (QA: these two did not). */}
                <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
              </a>
            </li>
            <li>
              <button type="button" onClick={() => void copy()}>
                Скопировать ссылку
              </button>
            </li>
          </Links>
          <Status role="status">{copied}</Status>
        </>
      }
    >
      {(props) => (
        <Button size="sm" theme="basicWhiteWithBorder" {...props}>
          Поделиться
        </Button>
      )}
    </Popover>
  );
}
