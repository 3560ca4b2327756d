// The shape of one demo news post as written by hand in the theme files beside this one.
import type { CoverMotif, CoverVariant } from '#server/media/cover-art.ts';

/** Fictional authors of the demo news; the keys are used in the theme files. */
export const DEMO_AUTHORS = {
  severova: { name: 'Анна Северова', palette: 'events' },
  lamminen: { name: 'Илья Ламминен', palette: 'startups' },
  ozerova: { name: 'Марина Озерова', palette: 'events' },
  kalevin: { name: 'Дмитрий Калевин', palette: 'fund' },
} as const;
export type DemoAuthorKey = keyof typeof DEMO_AUTHORS;

export interface DemoNewsPost {
  slug: string;
  title: string;
  shortDescription: string;
  author: DemoAuthorKey;
  /** Dated relative to the day of seeding, so the demo always looks recent. */
  publishedDaysAgo: number;
  /** Shown in the home page slider. */
  featured?: boolean;
  cover: { motif: CoverMotif; variant: CoverVariant };
  /** HTML: <p>, <h2>, <ul>. */
  content: string;
}
