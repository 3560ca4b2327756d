import { describe, expect, it } from 'vitest';
import { apiPathOf } from './api-path.ts';

describe('apiPathOf', () => {
  it('reads every spelling of an address as the one the API routes it to', () => {
    for (const url of ['/api/files', '/api/files/', '/api//files', '/api/./files', '/api/%66iles', '/api/%2e/files', '/api/x/../files?a=1'])
      expect(apiPathOf(url)).toBe('/api/files');
  });

  it('leaves escapes of other characters, and the case of the path, as they are', () => {
    expect(apiPathOf('/api/news-posts/%D0%BD%2F')).toBe('/api/news-posts/%D0%BD%2F');
    expect(apiPathOf('/api/Files')).toBe('/api/Files');
  });
});
