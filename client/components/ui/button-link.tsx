// A link that looks like a button (the sizes and themes of button-styles.ts).
import { cx } from '#client/lib/class-names.ts';
import type { ComponentProps } from 'react';
import { Link } from '#client/components/ui/link.tsx';
import { buttonBase, buttonSizes, buttonThemes, type ButtonSize, type ButtonTheme } from './button-styles.ts';

export type { ButtonSize, ButtonTheme };

export function ButtonLink({
  size = 'md',
  theme = 'mainBlue',
  className,
  ...props
}: ComponentProps<typeof Link> & { size?: ButtonSize; theme?: ButtonTheme }) {
  return <Link {...props} className={cx(buttonBase, buttonSizes[size], buttonThemes[theme], className)} />;
}
