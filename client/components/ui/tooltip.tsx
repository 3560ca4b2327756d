// Tooltip (spec §2 "Other interface elements"): a short text about its trigger, shown on hover after a
// short delay and at once on keyboard focus, hidden on Escape, pointer leave or blur. Positioned by
// Floating UI (flips and shifts to stay on screen); the trigger points at it with aria-describedby.
// It only ever renders in the browser, so its computed position (a style set through the CSSOM)
// never meets the pages' CSP in server markup.
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { styled } from '@linaria/react';
import { useState, type ReactNode } from 'react';
import { colors } from './theme.ts';

const Bubble = styled.div`
  z-index: 60;
  max-width: 280px;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${colors.ink};
  color: ${colors.white};
  font-size: 14px;
  line-height: 1.4;
  box-shadow: 0 8px 24px rgba(22, 20, 43, 0.25);
`;

/** Props for the trigger element: spread them onto it (`<button {...props}>`). */
export type TriggerProps = Record<string, unknown>;

export interface TooltipProps {
  /** What the tooltip says; keep it to a sentence. */
  content: string;
  /** Renders one focusable element (a button or a link) with these props: keyboard users must reach it too. */
  children: (props: TriggerProps) => ReactNode;
  placement?: Placement;
}

export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { floatingStyles, context, refs } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Floating UI types its ref setters as methods; they are plain callbacks that use no `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { setReference, setFloating } = refs;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: 300, close: 0 }, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <>
      {children(getReferenceProps({ ref: setReference }))}
      {open ? (
        <FloatingPortal>
          <Bubble ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      ) : null}
    </>
  );
}
