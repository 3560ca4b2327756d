// The loading spinner (spec §2): a ring that turns, with its meaning for screen readers.
import { css } from '@linaria/core';
import { visuallyHidden } from './visually-hidden.ts';

// Sized in em, so it takes the size of the text it stands in (no style attribute: CSP style-src 'self').
const ring = css`
  display: inline-block;
  width: 1.1em;
  height: 1.1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: spinner-turn 0.7s linear infinite;
  vertical-align: middle;

  @keyframes spinner-turn {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

export function Spinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <span role="status">
      <span className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
