// The modal dialog (spec §2, §4, §9) on the native <dialog> with showModal(): the browser traps focus
// and keeps the page inert. It closes on Escape and on a backdrop click, slides in from the bottom and
// out over 0.2 s, locks the page's scroll while open, gives focus back to what opened it, and only then
// tells its owner (`onDismiss`: a dialog first closes, then emits dismiss). Widths: 520 (contact-us,
// offer-idea), 640 (card), 822 (wide).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import { useId, type ReactNode } from 'react';
import { colors, media } from './theme.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import { actionRow } from './button-styles.ts';

export type DialogWidth = 'narrow' | 'card' | 'wide';
// Classes, not a style attribute: pages carry a CSP with style-src 'self'.
const WIDTHS: Record<DialogWidth, string> = {
  narrow: css`
    max-width: 520px;
  `,
  card: css`
    max-width: 640px;
  `,
  wide: css`
    max-width: 822px;
  `,
};

const dialogClass = css`
  box-sizing: border-box;
  width: calc(100% - 32px);
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: 24px;
  background: ${colors.white};
  color: ${colors.ink};
  box-shadow: 0 24px 64px rgba(22, 20, 43, 0.3);
  overflow: auto;
  animation: dialog-in 0.2s ease-out;

  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
    animation: dialog-fade-in 0.2s ease-out;
  }
  &[data-closing] {
    animation: dialog-out 0.2s ease-in forwards;
  }
  &[data-closing]::backdrop {
    animation: dialog-fade-out 0.2s ease-in forwards;
  }
  @keyframes dialog-in {
    from {
      transform: translateY(48px);
      opacity: 0;
    }
  }
  @keyframes dialog-out {
    to {
      transform: translateY(48px);
      opacity: 0;
    }
  }
  @keyframes dialog-fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes dialog-fade-out {
    to {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0.01s;
    &::backdrop,
    &[data-closing],
    &[data-closing]::backdrop {
      animation-duration: 0.01s;
    }
  }
`;

const Body = styled.div`
  position: relative;
  padding: 40px 40px 32px;

  ${media.narrow} {
    padding: 32px 20px 24px;
  }
`;

const Title = styled.h2`
  margin: 0 40px 8px 0;
  /* 22 px on the narrowest screens, where «Авторизуйтесь» at 26 px was cut before its last letter (QA:
     a 320 px window with a scrollbar, as a 1280 px one at 400 % zoom). */
  font-size: clamp(22px, 6vw + 4px, 26px);
`;

const Description = styled.p`
  margin: 0 0 24px;
  color: ${colors.inkSoft};
`;

const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.ink};
  font-size: 26px;
  line-height: 1;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${colors.purpleLight};
    color: ${colors.purple};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const Actions = styled.div`
  margin-top: 24px;
`;

export interface DialogProps {
  title?: string;
  description?: ReactNode;
  /** The id of what in the body continues the description (a list after its colon), read with it. */
  descriptionMoreId?: string;
  width?: DialogWidth;
  /** Called once the dialog has closed (after its animation). */
  onDismiss: () => void;
  /** Ask the dialog to close (animated), e.g. after a form was sent: set to true. */
  closing?: boolean;
  /** While true (a form in it is being sent), the visitor cannot close it: its answer shows there. */
  busy?: boolean;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Dialog({
  title,
  description,
  descriptionMoreId,
  width = 'narrow',
  onDismiss,
  closing = false,
  busy = false,
  actions,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { dialogProps, close } = useModalDialog(onDismiss, { closing, busy });

  return (
    <dialog
      {...dialogProps}
      className={cx(dialogClass, WIDTHS[width], className)}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={description ? [descriptionId, descriptionMoreId].filter(Boolean).join(' ') : undefined}
    >
      <Body>
        <CloseButton type="button" aria-label="Закрыть" aria-disabled={busy || undefined} onClick={close}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        {title ? <Title id={titleId}>{title}</Title> : null}
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {actions ? <Actions className={actionRow}>{actions}</Actions> : null}
      </Body>
    </dialog>
  );
}
