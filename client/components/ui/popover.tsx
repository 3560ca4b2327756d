// Popover (spec §2 "Other interface elements"): a small non-modal panel attached to a button — it opens
// on click, keeps focus inside while open (Tab leaves it closed), closes on Escape or a click outside,
// and gives focus back to its button. Positioned by Floating UI; rendered only in the browser.
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { styled } from '@linaria/react';
import { useState, type ReactNode } from 'react';
import { colors } from './theme.ts';

const Panel = styled.div`
  z-index: 60;
  min-width: 220px;
  max-width: min(360px, calc(100vw - 16px));
  padding: 16px;
  border: 1px solid ${colors.line};
  border-radius: 16px;
  background: ${colors.white};
  color: ${colors.ink};
  box-shadow: 0 16px 40px rgba(22, 20, 43, 0.18);

  &:focus {
    outline: none;
  }
`;

const Title = styled.p`
  margin: 0 0 12px;
  font-weight: 700;
`;

/** Props for the trigger element: spread them onto it (`<button {...props}>`). */
export type TriggerProps = Record<string, unknown>;

export interface PopoverProps {
  /** The panel's accessible name, shown as its heading. */
  title: string;
  /** Renders the button that opens it, with these props. */
  children: (props: TriggerProps) => ReactNode;
  /** What the panel holds; a function gets `close` for actions that are done once chosen. */
  content: ReactNode | ((close: () => void) => ReactNode);
  placement?: Placement;
  /** Open from the first render (a popover whose code loaded on the click that asked for it). */
  initiallyOpen?: boolean;
}

export function Popover({ title, children, content, placement = 'bottom-start', initiallyOpen = false }: PopoverProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
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
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const close = () => setOpen(false);

  return (
    <>
      {children(getReferenceProps({ ref: setReference }))}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} returnFocus>
            <Panel ref={setFloating} style={floatingStyles} aria-labelledby={titleId} {...getFloatingProps()}>
              <Title id={titleId}>{title}</Title>
              {typeof content === 'function' ? content(close) : content}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
