// A line icon per kind of support, drawn in the current colour. Decorative: the title says the kind.
import type { OfferKind } from '../facts/offers.ts';

const shapes: Record<OfferKind, string[]> = {
  investment: ['M4 19h16', 'M6 16V10', 'M11 16V6', 'M16 16v-4', 'M14 6l3-3 3 3', 'M17 3v7'],
  grant: ['M4 10h16v10H4z', 'M12 10v10', 'M3 7h18v3H3z', 'M12 7c-2-4-6-4-6-1.5S9 7 12 7Zm0 0c2-4 6-4 6-1.5S15 7 12 7Z'],
  acceleration: ['M3 17l6-6 4 4 8-8', 'M14 7h7v7'],
  expertise: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z'],
};

export function OfferIcon({ kind, size = 28 }: { kind: OfferKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
