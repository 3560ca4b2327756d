// A link that looks like a button: sizes xs/sm/md and the spec's themes that the pages use so far.
import { css, cx } from '@linaria/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { colors } from './theme.ts';

export type ButtonSize = 'xs' | 'sm' | 'md';
export type ButtonTheme = 'mainBlue' | 'purple1' | 'basicWhite' | 'hollow';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: 12px;
  border: 2px solid transparent;
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s;
  cursor: pointer;
`;

const sizes: Record<ButtonSize, string> = {
  xs: css`
    padding: 6px 12px;
    font-size: 14px;
  `,
  sm: css`
    padding: 10px 18px;
    font-size: 15px;
  `,
  md: css`
    padding: 14px 28px;
    font-size: 16px;
  `,
};

const themes: Record<ButtonTheme, string> = {
  mainBlue: css`
    background: ${colors.purple};
    color: ${colors.white};
    &:hover {
      background: ${colors.purpleDark};
    }
  `,
  purple1: css`
    background: ${colors.purpleLight};
    color: ${colors.purple};
    &:hover {
      background: #e0d7ff;
    }
  `,
  basicWhite: css`
    background: ${colors.white};
    color: ${colors.ink};
    &:hover {
      color: ${colors.purple};
    }
  `,
  hollow: css`
    background: transparent;
    color: ${colors.purple};
    border-color: ${colors.purple};
    &:hover {
      background: ${colors.purpleLight};
    }
  `,
};

export function ButtonLink({
  size = 'md',
  theme = 'mainBlue',
  className,
  ...props
}: ComponentProps<typeof Link> & { size?: ButtonSize; theme?: ButtonTheme }) {
  return <Link {...props} className={cx(base, sizes[size], themes[theme], className)} />;
}
