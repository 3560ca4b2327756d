// Generated author avatars: initials on a round gradient. Used by demo content; real avatars are uploads.
import { PALETTES, type PaletteName } from './palettes.ts';

const AVATAR_SIZE = 160;
/** One or two capital letters, Cyrillic or Latin: nothing else can reach the SVG. */
const INITIALS_PATTERN = /^\p{Lu}{1,2}$/u;

export function isAvatarInitials(value: string): boolean {
  return INITIALS_PATTERN.test(value);
}

/** `Анна Северова` → `АС`. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function generatedAvatarUrl(palette: PaletteName, name: string): string {
  return `/api/media/avatars/${palette}/${encodeURIComponent(initialsOf(name))}.svg`;
}

export function renderAvatarSvg(palette: PaletteName, initials: string): string {
  if (!isAvatarInitials(initials)) throw new Error(`Not avatar initials: ${initials}`);
  const colours = PALETTES[palette];
  const half = AVATAR_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>`,
    `</linearGradient></defs>`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="url(#bg)"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" `,
    `font-size="60" font-weight="700" fill="#fff">${initials}</text>`,
    `</svg>`,
  ].join('');
}
