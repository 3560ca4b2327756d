// The SSR side of ApiClient: a keep-alive undici pool to the main API with connect, header and body
// timeouts. Every call carries the page request's id, so the API's log lines join the site's.
import { Pool } from 'undici';
import { ApiRequestError, type ApiClient } from '../../client/lib/api-client.ts';

export interface MainApiPoolOptions {
  baseUrl: string;
  connections: number;
  timeoutMs: number;
}

export interface MainApiPool {
  /** An ApiClient bound to one page request. */
  forRequest(requestId: string): ApiClient;
  /** GET `path` and report whether it answered 2xx within the timeout. */
  ping(path: string): Promise<boolean>;
  /** Ends the session of `token` at the main API (sign-out); reports whether the API confirmed it. */
  revokeSession(token: string, requestId: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createMainApiPool({ baseUrl, connections, timeoutMs }: MainApiPoolOptions): MainApiPool {
  const pool = new Pool(baseUrl, {
    connections,
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
  });

  async function get<T>(path: string, requestId: string, signal?: AbortSignal): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let response;
    try {
      response = await pool.request({
        path,
        method: 'GET',
        headers: { accept: 'application/json', 'x-request-id': requestId },
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, path);
    }
    const body: unknown = await response.body.json().catch(() => null);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new ApiRequestError(response.statusCode, path, body);
    }
    return body as T;
  }

  return {
    forRequest: (requestId) => ({
      get: (path, options) => get(path, requestId, options?.signal),
    }),
    async ping(path) {
      try {
        await get(path, 'readyz');
        return true;
      } catch {
        return false;
      }
    },
    async revokeSession(token, requestId) {
      try {
        const response = await pool.request({
          path: '/api/auth/logout',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body.dump();
        // 401: the token was already worthless, which is what signing out wants.
        return response.statusCode === 204 || response.statusCode === 401;
      } catch {
        return false;
      }
    },
    close: () => pool.close(),
  };
}
