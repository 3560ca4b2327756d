// Which landing page the contact form names (`landing`, as the fund's e-mail shows it).
import { describe, expect, it } from 'vitest';
import { LEAD_LANDINGS } from '#shared/lead-forms.ts';
import { AI_PAGES } from '#client/app/paths.ts';
import { isAiMainPage, landingOf } from './landing-of.ts';

describe('landingOf', () => {
  it('names each event page by its slug and everything else by the campaign', () => {
    expect(landingOf('/kareliya-protiv-ii/hakaton')).toBe('hakaton');
    expect(landingOf('/kareliya-protiv-ii/forum/')).toBe('forum');
    expect(landingOf('/kareliya-protiv-ii/')).toBe('kareliya-protiv-ii');
    expect(landingOf('/kareliya-protiv-ii')).toBe('kareliya-protiv-ii');
    expect(landingOf('/kareliya-protiv-ii/zayavka-prinyata')).toBe('kareliya-protiv-ii');
  });

  it('gives only landings the fund e-mail names in words', () => {
    for (const segment of Object.values(AI_PAGES)) {
      expect(LEAD_LANDINGS[landingOf(`/kareliya-protiv-ii/${segment}`)], segment).toBeDefined();
    }
  });
});

describe('isAiMainPage', () => {
  it('is the landing root with or without its slash, and nothing under it', () => {
    expect(isAiMainPage('/kareliya-protiv-ii/')).toBe(true);
    expect(isAiMainPage('/kareliya-protiv-ii')).toBe(true);
    expect(isAiMainPage('/kareliya-protiv-ii/forum')).toBe(false);
    expect(isAiMainPage('/')).toBe(false);
  });
});
