// The pages' CSP: strict and nonce-free for public pages, the captcha provider allowed only when on.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ORIGIN, pageCsp } from './page-policy.ts';

const PLAYERS = 'https://vk.com https://vkvideo.ru https://rutube.ru';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('pageCsp', () => {
  it('allows only the site itself when the captcha is off, and frames of the players editors embed', () => {
    const csp = pageCsp();
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${PLAYERS}`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lets the captcha provider load its script and frame when it is on', () => {
    const csp = pageCsp({ captcha: true });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${CAPTCHA_ORIGIN}`);
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${CAPTCHA_ORIGIN} ${PLAYERS}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${CAPTCHA_ORIGIN}`);
  });

  it('adds a private page nonce to script-src only', () => {
    const csp = pageCsp({ nonce: 'abc123', captcha: true });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-abc123' ${CAPTCHA_ORIGIN}`);
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });

  it('lets a page frame the video host it names, once, and only in frame-src', () => {
    const csp = pageCsp({ captcha: true, frames: ['https://rutube.ru', 'https://video.example'] });
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${CAPTCHA_ORIGIN} ${PLAYERS} https://video.example`);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${CAPTCHA_ORIGIN}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${CAPTCHA_ORIGIN}`);
  });
});
