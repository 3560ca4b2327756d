// A button (spec §2: sizes xs/sm/md, the eight themes). `pending` shows a spinner and keeps the button
// from being pressed again while its action runs. A submit button is disabled until the page's scripts
// have taken over: the forms are sent by JavaScript, and the browser's own submission of a form before
// that would put what was typed (names, phones, e-mails) into the URL of a plain GET.
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
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      type={type}
      // A plain button does nothing without scripts: hidden when they are off (needs-script.ts).
      {...(type === 'button' && NEEDS_SCRIPT)}
      disabled={disabled || pending || (type === 'submit' && !hydrated)}
      aria-busy={pending || undefined}
      className={cx(buttonBase, buttonSizes[size], buttonThemes[theme], className)}
    >
      {pending ? <Spinner label="Отправляем…" /> : null}
      {children}
    </button>
  );
}
