// The one way the UI reads the main API. In the browser it calls the site's own origin (`/api/*`, which
// the site proxies); during SSR the server supplies an implementation over a keep-alive undici pool.
export interface ApiClient {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
}

/** A non-2xx answer of the API, or no answer at all (`status` 0), carried to loaders and error pages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown = null,
  ) {
    super(`API ${path} answered ${status || 'nothing'}`);
    this.name = 'ApiRequestError';
  }

  /** The API's own Russian message, when it gave one. */
  get apiMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

export function createBrowserApiClient(): ApiClient {
  return {
    async get<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
      let response: Response;
      try {
        response = await fetch(path, {
          signal: options.signal,
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new ApiRequestError(0, path);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new ApiRequestError(response.status, path, body);
      return body as T;
    },
  };
}
