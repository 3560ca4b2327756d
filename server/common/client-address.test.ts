import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const requestWith = (ip: string, socketAddress?: string) => ({ ip, socket: { remoteAddress: socketAddress } }) as unknown as FastifyRequest;

describe('clientAddress', () => {
  it('takes a real address from the trusted proxy', () => {
    expect(clientAddress(requestWith('203.0.113.7', '127.0.0.1'))).toBe('203.0.113.7');
    expect(clientAddress(requestWith('2001:db8::1', '127.0.0.1'))).toBe('2001:db8::1');
  });

  it('falls back to the socket when the forwarded value is not an address', () => {
    expect(clientAddress(requestWith('garbage', '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(requestWith("1.2.3.4'; drop table leads", undefined))).toBe('0.0.0.0');
  });
});
