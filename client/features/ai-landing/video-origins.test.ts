import { describe, expect, it } from 'vitest';
import { AI_VIDEOS, videoOrigins } from './content/campaign.ts';
import { AI_VIDEO_ORIGINS } from './video-origins.ts';

describe('the landing CSP frame-src', () => {
  it('allows the host of every video the landing can open', () => {
    for (const origin of videoOrigins(...Object.values(AI_VIDEOS))) expect(AI_VIDEO_ORIGINS).toContain(origin);
  });
});
