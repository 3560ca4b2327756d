// The campaign's dark blue background: glows of the accent colours over a faint grid, as on the heroes.
import { colors } from '#client/components/ui/theme.ts';

export const heroBackground = `
  radial-gradient(ellipse 55% 60% at 85% 10%, rgba(229, 72, 138, 0.35), transparent 70%),
  radial-gradient(ellipse 50% 70% at 10% 100%, rgba(91, 60, 196, 0.55), transparent 70%),
  linear-gradient(rgba(255, 255, 255, 0.045) 1px, transparent 1px) 0 0 / 48px 48px,
  linear-gradient(90deg, rgba(255, 255, 255, 0.045) 1px, transparent 1px) 0 0 / 48px 48px,
  linear-gradient(160deg, ${colors.navy} 0%, #111d4d 60%, #1a1652 100%)
`;
