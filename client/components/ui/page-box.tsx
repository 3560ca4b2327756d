// One page box for the pages that only say something: thank-you pages after a sent form and the
// error page. A mark (a tick, an error code) above the page's one <h1>, the text, and the actions.
import { styled } from '@linaria/react';
import { useId, type ReactNode } from 'react';
import { colors, media } from './theme.ts';
import { actionRow } from './button-styles.ts';

const Box = styled.section`
  max-width: 720px;
  padding: 96px 0 64px;

  &[data-compact] {
    padding: 24px 0 48px;
  }
  h1 {
    margin: 0 0 16px;
  }
  ${media.mobile} {
    padding: 48px 0 40px;
  }
`;

const Mark = styled.p`
  margin: 0 0 24px;
  font-size: 96px;
  font-weight: 800;
  line-height: 1;
  color: ${colors.purple};
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${colors.purpleLight};
  color: ${colors.purple};

  svg {
    width: 36px;
    height: 36px;
  }
`;

const Text = styled.div`
  font-size: 18px;
  color: ${colors.inkSoft};

  p {
    margin: 0 0 8px;
  }
`;

const Actions = styled.div`
  margin-top: 32px;
`;

export interface PageBoxProps {
  title: string;
  /** `success`: a tick; a number: that error code; nothing: no mark. */
  mark?: 'success' | number;
  /** Inside a layout that already has its own header (the cabinet): less room above. */
  compact?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}

export function PageBox({ title, mark, compact = false, children, actions }: PageBoxProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId} data-compact={compact ? '' : undefined}>
      {mark === 'success' ? (
        <Mark aria-hidden="true">
          <Tick>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </Tick>
        </Mark>
      ) : typeof mark === 'number' ? (
        <Mark aria-hidden="true">{mark}</Mark>
      ) : null}
      <h1 id={titleId}>{title}</h1>
      {children ? <Text>{children}</Text> : null}
      {actions ? <Actions className={actionRow}>{actions}</Actions> : null}
    </Box>
  );
}
