import { describe, expect, it } from 'vitest';
import { untilFileLinksExpire } from './file-links.ts';

const now = Date.parse('2026-11-26T12:00:00Z');
const link = (secondsFromNow: number) => ({
  downloadLink: `/api/files/f/download?expires=${Math.floor(now / 1000) + secondsFromNow}&signature=abc`,
});

describe('untilFileLinksExpire', () => {
  it('renews a list a minute before its first link ends', () => {
    const list = { items: [{ files: [link(3600), link(1800)] }, { files: [link(2400)] }] };
    expect(untilFileLinksExpire(list, now)).toBe((1800 - 60) * 1000);
  });

  it('needs no renewing without links, and waits at least half a minute for links already past', () => {
    expect(untilFileLinksExpire({ items: [{ files: [] }] }, now)).toBe(false);
    expect(untilFileLinksExpire(undefined, now)).toBe(false);
    expect(untilFileLinksExpire({ items: [{ files: [link(-10)] }] }, now)).toBe(30_000);
  });
});
