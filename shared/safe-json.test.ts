import { describe, expect, it } from 'vitest';
import { serializeJsonForHtml } from './safe-json.ts';

describe('serializeJsonForHtml', () => {
  it('cannot close the script element or open a comment, and parses back unchanged', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029' };
    const json = serializeJsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
