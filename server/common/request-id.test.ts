// A client's X-Request-Id is kept only when it is short and plain.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const withHeader = (value: string | undefined) => ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps a short plain id from the caller', () => {
    expect(requestIdOf(withHeader('9b2c1e0a-77f1-4c1e-9d7e-3f1c2b4a5d6e'))).toBe('9b2c1e0a-77f1-4c1e-9d7e-3f1c2b4a5d6e');
    expect(requestIdOf(withHeader('req-42'))).toBe('req-42');
  });

  it('makes its own for a missing, long or unsafe one', () => {
    for (const value of [undefined, '', 'x'.repeat(65), 'a\nb', '<script>', 'id with spaces', 'ид']) {
      expect(requestIdOf(withHeader(value)), String(value)).toMatch(UUID);
    }
  });
});
