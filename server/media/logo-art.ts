// Generated logos of demo partner programmes: the programme's letters beside a small emblem, on a
// gradient in one of the palettes. Real logos are uploaded images.
import { PALETTES, seededRandom, type PaletteName } from './palettes.ts';

const LOGO_WIDTH = 320;
const LOGO_HEIGHT = 160;
/** One to three capital letters, Cyrillic or Latin: nothing else can reach the SVG. */
const MARK_PATTERN = /^\p{Lu}{1,3}$/u;

export function isLogoMark(value: string): boolean {
  return MARK_PATTERN.test(value);
}

export function generatedLogoUrl(palette: PaletteName, mark: string): string {
  if (!isLogoMark(mark)) throw new Error(`Not a logo mark: ${mark}`);
  return `/api/media/logos/${palette}/${encodeURIComponent(mark)}.svg`;
}

export function renderLogoSvg(palette: PaletteName, mark: string): string {
  if (!isLogoMark(mark)) throw new Error(`Not a logo mark: ${mark}`);
  const colours = PALETTES[palette];
  const random = seededRandom(`logo/${palette}/${mark}`);
  // An emblem of three rings, placed a little differently for every mark.
  const rings = [0, 1, 2].map((index) => {
    const cx = 70 + (random() - 0.5) * 16 + index * 6;
    const cy = 80 + (random() - 0.5) * 16;
    const r = 34 - index * 9;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="none" stroke="${index === 0 ? colours.accent : '#fff'}" stroke-width="${6 - index}" opacity="${0.95 - index * 0.2}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="24" fill="url(#bg)"/>`,
    ...rings,
    `<text x="132" y="80" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${mark.length > 2 ? 46 : 60}" `,
    `font-weight="700" letter-spacing="2" fill="#fff">${mark}</text>`,
    `</svg>`,
  ].join('');
}
