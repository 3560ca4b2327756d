// Design tokens of the one (newer) look of DESIGN §6. Linaria evaluates these at build time.
export const colors = {
  purple: '#5b3cc4',
  purpleDark: '#43299a',
  purpleLight: '#efeaff',
  pink: '#e5488a',
  ink: '#16142b',
  inkSoft: '#55536b',
  line: '#e3e1ee',
  surface: '#f6f5fb',
  white: '#ffffff',
  danger: '#c0262d',
  /** The dark blue of the «Карелия против ИИ» landing and of the video popup's backdrop. */
  navy: '#0b1437',
  navySoft: '#16225a',
} as const;

export const layout = {
  containerMax: '1360px',
  topBarDesktop: '96px',
  topBarMobile: '76px',
} as const;

/** Mobile is up to 1199px (DESIGN §6). The queries alone are what `window.matchMedia` takes. */
export const mediaQueries = {
  mobile: '(max-width: 1199px)',
  /** A tablet held upright, and narrow windows: three cards in a row leave a long word no room. */
  tablet: '(max-width: 1023px)',
  narrow: '(max-width: 767px)',
} as const;

export const media = {
  mobile: `@media ${mediaQueries.mobile}`,
  tablet: `@media ${mediaQueries.tablet}`,
  narrow: `@media ${mediaQueries.narrow}`,
} as const;

export const fontStack = "'Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";
