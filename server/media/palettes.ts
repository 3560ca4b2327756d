// Colours of the generated pictures: one palette per news theme, in the site's purple family.

export const PALETTES = {
  fund: { from: '#2e1a7a', to: '#7150ff', accent: '#c8b8ff' },
  startups: { from: '#0a4461', to: '#1c9fa3', accent: '#a6efe6' },
  events: { from: '#7a1650', to: '#ff7a5c', accent: '#ffd9b0' },
} as const;

export type PaletteName = keyof typeof PALETTES;
export type Palette = (typeof PALETTES)[PaletteName];

export function isPaletteName(value: string): value is PaletteName {
  return Object.hasOwn(PALETTES, value);
}

/** A small deterministic generator, so one URL always draws the same picture. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
