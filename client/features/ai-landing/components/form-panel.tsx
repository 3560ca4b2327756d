// The idea contest's panel (spec §3 "Panel state": isOpened, initially false): the form is hidden behind
// a button until the visitor asks for it, then the first field takes the focus.
import { styled } from '@linaria/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { colors } from '#client/components/ui/theme.ts';

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
  const [isOpened, setOpened] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

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
        {isOpened ? children : null}
      </Panel>
    </>
  );
}
