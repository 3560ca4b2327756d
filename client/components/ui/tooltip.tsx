// Tooltip (spec §2 "Other interface elements"): a short text about its trigger, shown on hover after a
// short delay and at once on keyboard focus, hidden on Escape, pointer leave or blur. The trigger is
// described by the same text in a hidden element that is always there: the bubble loads on the first
// focus, too late for what a screen reader reads then (its hint was lost on the first focus: the
// accessibility pass). The trigger's behaviour is these few handlers; the bubble and
// its positioning (Floating UI, ./tooltip-bubble.tsx) load the first time a tooltip opens, so pages pay
// for Floating UI only once someone points at a tooltip.
import type { Placement } from '@floating-ui/react';
import { Suspense, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';

const TooltipBubble = lazyWithReload(() => import('./tooltip-bubble.tsx'));

const HOVER_DELAY_MS = 300;

/** Props for the trigger element: spread them onto it (`<button {...props}>`). */
export interface TriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-describedby': string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
}

export interface TooltipProps {
  /** What the tooltip says; keep it to a sentence. */
  content: string;
  /** Renders one focusable element (a button or a link) with these props: keyboard users must reach it too. */
  children: (props: TriggerProps) => ReactNode;
  placement?: Placement;
}

export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  // Pointing at the trigger opens the tooltip after a short delay, unless the pointer leaves first.
  const [pointing, setPointing] = useState(false);
  useEffect(() => {
    if (!pointing) return;
    const timer = setTimeout(() => setOpen(true), HOVER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pointing]);
  const hide = () => {
    setPointing(false);
    setOpen(false);
  };

  const triggerProps: TriggerProps = {
    ref: setReference,
    'aria-describedby': id,
    onPointerEnter: () => setPointing(true),
    onPointerLeave: hide,
    // Keyboard focus shows it at once; a focus that comes with a click shows it too (the pointer is there).
    onFocus: () => setOpen(true),
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
      }
    },
    // Pressed (Enter, Space, a tap) it shows again after Escape hid it (QA: only leaving and coming back did).
    onClick: () => setOpen(true),
  };

  return (
    <>
      {children(triggerProps)}
      <span id={id} hidden>
        {content}
      </span>
      {open && reference ? (
        <Suspense fallback={null}>
          <TooltipBubble reference={reference} content={content} placement={placement} />
        </Suspense>
      ) : null}
    </>
  );
}
