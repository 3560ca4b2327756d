// A button (spec §2: sizes xs/sm/md, the eight themes). `pending` shows a spinner and keeps the button
// from being pressed again while its action runs.
import { cx } from '@linaria/core';
import type { ComponentProps } from 'react';
import { buttonBase, buttonSizes, buttonThemes, type ButtonSize, type ButtonTheme } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

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
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(buttonBase, buttonSizes[size], buttonThemes[theme], className)}
    >
      {pending ? <Spinner label="Отправляем…" /> : null}
      {children}
    </button>
  );
}
