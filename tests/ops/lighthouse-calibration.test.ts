// `npm run lighthouse` throttles the CPU for the machine it runs on (scripts/lighthouse-calibration.ts):
// the multiplier Lighthouse's own calculator gives for the host's benchmark index.
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, LIGHTHOUSE_DEFAULT_SLOWDOWN } from '#scripts/lighthouse-calibration.ts';

describe('the CPU slowdown of a Lighthouse run', () => {
  it("is Lighthouse's default 4× on the host that default was chosen for", () => {
    expect(cpuSlowdownFor(1533)).toBe(LIGHTHOUSE_DEFAULT_SLOWDOWN);
  });

  it("follows the calculator's anchors and interpolates between them", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBe(6);
    // A slower host is slowed down less: 1150 lies 7/10 of the way from 800 (2×) to 1300 (3×).
    expect(cpuSlowdownFor(1150)).toBe(2.7);
    // A faster one more, on the last segment's slope.
    expect(cpuSlowdownFor(2233)).toBe(7);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(cpuSlowdownFor(120)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});
