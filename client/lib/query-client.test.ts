// When a page's data is asked for again in the browser: once, for a failure that may pass.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

const retriesAfter = (failureCount: number, error: unknown) => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is a policy');
  return retry(failureCount, error as Error);
};

describe('the browser’s retry of a page’s data', () => {
  it('tries once more after an outage or a lost connection, never twice', () => {
    vi.stubGlobal('window', {});
    expect(retriesAfter(0, new ApiRequestError(503, '/api/news-posts'))).toBe(true);
    expect(retriesAfter(0, new ApiRequestError(0, '/api/news-posts'))).toBe(true);
    expect(retriesAfter(1, new ApiRequestError(503, '/api/news-posts'))).toBe(false);
  });

  it('does not try again after a refusal, or after the site has already waited its deadline (QA: 11 s on a hung API)', () => {
    vi.stubGlobal('window', {});
    expect(retriesAfter(0, new ApiRequestError(404, '/api/news-posts/x'))).toBe(false);
    expect(retriesAfter(0, new ApiRequestError(504, '/api/news-posts'))).toBe(false);
  });

  it('never tries again while rendering on the server', () => {
    expect(retriesAfter(0, new ApiRequestError(503, '/api/news-posts'))).toBe(false);
  });
});
