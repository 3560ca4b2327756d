// «Поделиться» on articles and events. The button is plain markup; the popover behind it (Floating UI,
// about 16 KB gzip) loads on the first press and opens at once, so pages carry none of it until a
// visitor wants to share.
import { Suspense, useState } from 'react';
import { Button } from './ui/button.tsx';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';

const SharePopover = lazyWithReload(() => import('./share-popover.tsx'));

export function ShareButton({ path, title }: { path: string; title: string }) {
  const [requested, setRequested] = useState(false);
  const button = (
    // What the popover's button says once loaded (Floating UI's dialog role), said before it loads too.
    <Button size="sm" theme="basicWhiteWithBorder" aria-haspopup="dialog" aria-expanded={false} onClick={() => setRequested(true)}>
      Поделиться
    </Button>
  );
  if (!requested) return button;
  return (
    // While the chunk loads (a moment), the same button stays where it was.
    <Suspense fallback={button}>
      <SharePopover path={path} title={title} />
    </Suspense>
  );
}
