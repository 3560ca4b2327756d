// The idea contest's panel (spec §3 "Panel state": isOpened, initially false): the form is hidden behind
// a button until the visitor asks for it, then the first field takes the focus. Asking is also following
// a link to the form (the hero's «Предложить идею», `#zayavka`): it does not stop one click short.
import { styled } from '@linaria/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { colors } from '#client/components/ui/theme.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { FORM_ANCHOR } from './event-hero.tsx';

const Intro = styled.div`
  display: grid;
  gap: 20px;
  justify-items: start;

  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
`;

const Panel = styled.div`
  max-width: 520px;
  margin-top: 28px;
`;

export function FormPanel({
  intro,
  openLabel,
  closeLabel,
  children,
}: {
  intro: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  // Null until the visitor presses the button: until then a link to the form is what opens it (known
  // after hydration only; the server does not see the URL's #).
  const [toggled, setOpened] = useState<boolean | null>(null);
  const { hash, key } = useLocation();
  const hydrated = useHydrated();
  const linkedTo = hash === `#${FORM_ANCHOR}`;
  const isOpened = toggled ?? (hydrated && linkedTo);
  // Each time the link is followed, not only the first (QA: after «Свернуть форму» the hero's link
  // scrolled to the folded panel): a navigation to the form gives the say back to the link.
  const [navigation, setNavigation] = useState(key);
  if (navigation !== key) {
    setNavigation(key);
    if (linkedTo) setOpened(null);
  }
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Once opened, the form stays mounted, hidden while the panel is folded, so folding it keeps what was
  // typed (QA: «Свернуть форму» and opening it again emptied every field).
  const [everOpened, setEverOpened] = useState(false);
  if (isOpened && !everOpened) setEverOpened(true);

  useEffect(() => {
    if (isOpened) panelRef.current?.querySelector('input')?.focus();
  }, [isOpened]);

  return (
    <>
      <Intro>
        <p>{intro}</p>
        <Button
          theme={isOpened ? 'basicWhiteWithBorder' : 'mainBlue'}
          aria-expanded={isOpened}
          aria-controls={panelId}
          onClick={() => setOpened(!isOpened)}
        >
          {isOpened ? closeLabel : openLabel}
        </Button>
      </Intro>
      <Panel id={panelId} ref={panelRef} hidden={!isOpened}>
        {isOpened || everOpened ? children : null}
      </Panel>
    </>
  );
}
