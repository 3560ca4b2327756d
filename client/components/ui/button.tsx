// A button (spec §2: sizes xs/sm/md, the eight themes). `pending` shows a spinner and keeps the button
// from being pressed again while its action runs: aria-disabled, and a press (a click, or Enter in a
// field, which presses the form's submit button) does nothing. Not the disabled attribute: that took the
// keyboard focus from the button to the page's body, and after a failed send the next Tab went past the
// form (QA). A submit button is disabled until the page's scripts
// have taken over: the forms are sent by JavaScript, and the browser's own submission of a form before
// that would put what was typed (names, phones, e-mails) into the URL of a plain GET.
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import type { ComponentProps } from 'react';
import { buttonBase, buttonSizes, buttonThemes, type ButtonSize, type ButtonTheme } from './button-styles.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { Spinner } from './spinner.tsx';
import { NEEDS_SCRIPT } from './needs-script.ts';

export type ButtonProps = ComponentProps<'button'> & {
  size?: ButtonSize;
  theme?: ButtonTheme;
  pending?: boolean;
};

export function Button({
  size = 'md',
  theme = 'mainBlue',
  pending = false,
  className,
  disabled,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      type={type}
      // A plain button does nothing without scripts: hidden when they are off (needs-script.ts).
      {...(type === 'button' && NEEDS_SCRIPT)}
      disabled={disabled || (type === 'submit' && !hydrated)}
      aria-disabled={pending || props['aria-disabled'] || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      className={cx(buttonBase, buttonSizes[size], buttonThemes[theme], pending && pendingButton, className)}
    >
      {pending ? (
        <>
          <span className={spinnerOver}>
            <Spinner label="Отправляем…" />
          </span>
          <span className={labelUnder}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

// While pending, the spinner stands over the label, which keeps its place unseen: the button keeps its
// size (QA at 390 px: the spinner beside «Записаться на консультацию» pushed it onto two lines, and the
// button grew). Unseen by opacity, the label still names the button for a screen reader.
const pendingButton = css`
  position: relative;
`;
const spinnerOver = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;
const labelUnder = css`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: 0;
`;
