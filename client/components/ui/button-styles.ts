// Sizes and themes of every button-looking control (spec §2: sizes xs/sm/md, the eight themes, theme
// colour purple), shared by <Button> and <ButtonLink>. A wrong size or theme is a type error.
import { css } from '@linaria/core';
import { colors, media } from './theme.ts';

export type ButtonSize = 'xs' | 'sm' | 'md';
export type ButtonTheme =
  'basicPink' | 'titleBlack' | 'basicWhite' | 'basicWhiteWithBorder' | 'basicWhiteWithDottedBorder' | 'mainBlue' | 'hollow' | 'purple1';

/** A button that can be pressed: neither disabled nor aria-disabled (a send button without consent). */
const pressable = ":not(:disabled):not([aria-disabled='true'])";

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: 12px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s,
    transform 0.1s;

  &:active${pressable} {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const buttonSizes: Record<ButtonSize, string> = {
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

export const buttonThemes: Record<ButtonTheme, string> = {
  mainBlue: css`
    background: ${colors.purple};
    color: ${colors.white};
    &:hover${pressable} {
      background: ${colors.purpleDark};
    }
  `,
  purple1: css`
    background: ${colors.purpleLight};
    color: ${colors.purpleDark};
    &:hover${pressable} {
      background: #e0d7ff;
    }
  `,
  // The pink of the theme, a shade deeper: white text on #e5488a is 3.7:1, short of WCAG AA's 4.5.
  basicPink: css`
    background: #c93574;
    color: ${colors.white};
    &:hover${pressable} {
      background: #b8255f;
    }
  `,
  titleBlack: css`
    background: ${colors.ink};
    color: ${colors.white};
    &:hover${pressable} {
      background: #2c2950;
    }
  `,
  basicWhite: css`
    background: ${colors.white};
    color: ${colors.ink};
    &:hover${pressable} {
      color: ${colors.purple};
    }
  `,
  basicWhiteWithBorder: css`
    background: ${colors.white};
    color: ${colors.ink};
    border-color: ${colors.line};
    &:hover${pressable} {
      border-color: ${colors.purple};
      color: ${colors.purple};
    }
  `,
  basicWhiteWithDottedBorder: css`
    background: ${colors.white};
    color: ${colors.ink};
    border-style: dashed;
    border-color: ${colors.inkSoft};
    &:hover${pressable} {
      border-color: ${colors.purple};
      color: ${colors.purple};
    }
  `,
  hollow: css`
    background: transparent;
    color: ${colors.purple};
    border-color: ${colors.purple};
    &:hover${pressable} {
      background: ${colors.purpleLight};
    }
  `,
};

/**
 * A block's row of actions (buttons and button links): side by side where there is room; on a phone one
 * under another, each the full width, so a pair never shows two widths and a long label keeps to one
 * line (QA at 390 and 320 px: the home hero's two buttons of different widths, the sign-in dialog's pair
 * left-aligned, «Консультация для инвесторов» on two lines). Used with a block's own spacing.
 */
export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;

  /* On a phone one under another, full-width and of one height: a label that wraps at 320 px («Консультация
     для инвесторов») makes them all as tall (QA: 51 and 70 px in one pair). */
  ${media.narrow} {
    display: grid;
    grid-auto-rows: 1fr;
    gap: 12px;

    > * {
      padding-inline: 16px;
      text-align: center;
    }
  }
`;
