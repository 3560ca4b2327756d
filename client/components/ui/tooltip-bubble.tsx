// The tooltip's bubble, positioned next to its trigger by Floating UI (flips and shifts to stay on screen).
// A chunk of its own: Tooltip loads it the first time a tooltip opens, so a page with tooltips does not carry
// Floating UI before anyone points at one. Only ever rendered in the browser, so its computed position (a
// style set through the CSSOM) never meets the pages' CSP in server markup.
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import { styled } from '@linaria/react';
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

export default function TooltipBubble({ reference, content, placement }: { reference: Element; content: string; placement: Placement }) {
  const { floatingStyles, refs } = useFloating({
    open: true,
    elements: { reference },
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Floating UI types its ref setters as methods; they are plain callbacks that use no `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { setFloating } = refs;
  return (
    <FloatingPortal>
      <Bubble role="tooltip" ref={setFloating} style={floatingStyles}>
        {content}
      </Bubble>
    </FloatingPortal>
  );
}
