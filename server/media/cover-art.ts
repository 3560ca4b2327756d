// Generated news covers: a gradient in the theme's palette plus a simple Karelian motif, drawn as SVG.
// Demo content and tests need pictures without shipping binary files; real covers are uploaded images.
import type { Cover } from '#shared/schemas/news.ts';
import { PALETTES, seededRandom, type Palette, type PaletteName } from './palettes.ts';

/** Widths of the three cover URLs (spec §3 `cover.small/medium/large`). */
export const COVER_WIDTHS = { small: 480, medium: 960, large: 1600 } as const;
export const COVER_WIDTH_VALUES = Object.values(COVER_WIDTHS);
export type CoverWidth = (typeof COVER_WIDTH_VALUES)[number];

export const COVER_MOTIFS = ['lake', 'forest', 'aurora', 'growth', 'network', 'stage'] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];
/** Variants turn the gradient, mirror the scene and reshuffle its details, so covers of one motif differ. */
export const COVER_VARIANTS = [1, 2, 3, 4] as const;
export type CoverVariant = (typeof COVER_VARIANTS)[number];

export interface CoverDesign {
  palette: PaletteName;
  motif: CoverMotif;
  variant: CoverVariant;
}

const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 900;

/** The path segment naming a design, e.g. `lake-2.svg` (served under `/api/media/covers/{palette}/`). */
export function coverFileName(design: CoverDesign): string {
  return `${design.motif}-${design.variant}.svg`;
}

export function parseCoverFileName(fileName: string): Omit<CoverDesign, 'palette'> | null {
  const match = /^([a-z]+)-(\d)\.svg$/.exec(fileName);
  const motif = COVER_MOTIFS.find((name) => name === match?.[1]);
  const variant = COVER_VARIANTS.find((value) => String(value) === match?.[2]);
  return motif && variant ? { motif, variant } : null;
}

export function generatedCoverUrls(design: CoverDesign): Cover {
  const base = `/api/media/covers/${design.palette}/${coverFileName(design)}`;
  return {
    small: `${base}?w=${COVER_WIDTHS.small}`,
    medium: `${base}?w=${COVER_WIDTHS.medium}`,
    large: `${base}?w=${COVER_WIDTHS.large}`,
  };
}

export function renderCoverSvg(design: CoverDesign, width: CoverWidth): string {
  const palette = PALETTES[design.palette];
  const random = seededRandom(`${design.palette}/${design.motif}/${design.variant}`);
  const angle = 15 + design.variant * 20;
  // Even variants draw the scene mirrored; a growth chart is never mirrored into a decline.
  const mirrored = design.variant % 2 === 0 && design.motif !== 'growth';
  const height = Math.round((width * VIEW_HEIGHT) / VIEW_WIDTH);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#bg)"/>`,
    `<g${mirrored ? ` transform="matrix(-1 0 0 1 ${VIEW_WIDTH} 0)"` : ''}>`,
    `<circle cx="180" cy="120" r="260" fill="#fff" opacity=".05"/>`,
    MOTIFS[design.motif](palette, random),
    `</g></svg>`,
  ].join('');
}

type MotifDrawer = (palette: Palette, random: () => number) => string;

const MOTIFS: Record<CoverMotif, MotifDrawer> = {
  /** Onego lake: a low sun over layered waves. */
  lake: (palette) => {
    const waves = [560, 640, 720, 800].map((top, index) => {
      const path = `M-200 ${top}` + ' q100 -40 200 0 t200 0'.repeat(10) + ` V900 H-200 Z`;
      return `<path d="${path}" fill="#fff" opacity="${0.08 + index * 0.06}"/>`;
    });
    return `<circle cx="1100" cy="420" r="130" fill="${palette.accent}" opacity=".85"/>${waves.join('')}`;
  },

  /** Pines on the hills of the Karelian taiga. */
  forest: (palette, random) => {
    const hills = `<path d="M-200 700 Q300 560 700 680 T1700 640 V900 H-200 Z" fill="#fff" opacity=".12"/>`;
    const pines = Array.from({ length: 16 }, (_, index) => {
      const x = -120 + index * 110 + random() * 40;
      const tall = 160 + random() * 200;
      const base = 760 + random() * 40;
      return `<path d="M${x} ${base} l55 -${tall} l55 ${tall} Z" fill="${palette.from}" opacity=".75"/>`;
    });
    return `<circle cx="1250" cy="260" r="90" fill="${palette.accent}" opacity=".7"/>${hills}${pines.join('')}`;
  },

  /** Northern lights over the Arctic sky. */
  aurora: (palette, random) => {
    const stars = Array.from({ length: 50 }, () => {
      const radius = (1.5 + random() * 3).toFixed(1);
      return `<circle cx="${Math.round(random() * 1600)}" cy="${Math.round(random() * 520)}" r="${radius}" fill="#fff" opacity=".8"/>`;
    });
    const bands = [0, 1, 2].map(
      (index) =>
        `<path d="M-100 ${380 + index * 70} C300 ${180 + index * 60} 700 ${560 + index * 40} 1700 ${260 + index * 80}" ` +
        `fill="none" stroke="${palette.accent}" stroke-width="${90 - index * 20}" stroke-linecap="round" opacity="${0.35 - index * 0.08}"/>`,
    );
    return `${stars.join('')}${bands.join('')}<path d="M-200 780 L400 700 L900 770 L1700 690 V900 H-200 Z" fill="#000" opacity=".25"/>`;
  },

  /** Growth of a portfolio company: rising bars and a trend line. */
  growth: (palette, random) => {
    let barHeight = 80;
    const bars = [0, 1, 2, 3, 4, 5].map((index) => {
      barHeight += 50 + Math.round(random() * 70);
      return { x: 300 + index * 170, top: 800 - barHeight };
    });
    const columns = bars.map(
      (bar) => `<rect x="${bar.x}" y="${bar.top}" width="110" height="${800 - bar.top}" rx="16" fill="#fff" opacity=".18"/>`,
    );
    const points = bars.map((bar) => `${bar.x + 55},${bar.top - 60}`);
    const last = bars.at(-1) ?? { x: 0, top: 0 };
    return (
      columns.join('') +
      `<polyline points="${points.join(' ')}" fill="none" stroke="${palette.accent}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="${last.x + 55}" cy="${last.top - 60}" r="26" fill="${palette.accent}"/>`
    );
  },

  /** A network of teams, mentors and investors. */
  network: (palette, random) => {
    const nodes = Array.from({ length: 14 }, () => ({
      x: Math.round(250 + random() * 1100),
      y: Math.round(140 + random() * 620),
    }));
    const links = nodes.flatMap((node, index) =>
      nodes
        .slice(index + 1)
        .filter((other) => Math.hypot(node.x - other.x, node.y - other.y) < 380)
        .map(
          (other) => `<line x1="${node.x}" y1="${node.y}" x2="${other.x}" y2="${other.y}" stroke="#fff" stroke-width="4" opacity=".3"/>`,
        ),
    );
    const dots = nodes.map(
      (node, index) => `<circle cx="${node.x}" cy="${node.y}" r="${index % 3 === 0 ? 30 : 18}" fill="${palette.accent}" opacity=".9"/>`,
    );
    return links.join('') + dots.join('');
  },

  /** A stage with spotlights: forums, demo days, meetups. */
  stage: (palette, random) => {
    const beams = [420, 800, 1180].map(
      (x) => `<path d="M${x} -20 L${x - 180} 660 L${x + 180} 660 Z" fill="${palette.accent}" opacity=".16"/>`,
    );
    const audience = Array.from({ length: 22 }, (_, index) => {
      const x = 40 + index * 72 + random() * 20;
      return `<circle cx="${Math.round(x)}" cy="${Math.round(820 + random() * 30)}" r="34" fill="#000" opacity=".28"/>`;
    });
    return `${beams.join('')}<rect x="300" y="620" width="1000" height="70" rx="10" fill="#fff" opacity=".22"/>${audience.join('')}`;
  },
};
