// The one way the UI talks to the APIs. In the browser it calls the site's own origin (`/api/*`, which
// the site proxies to the main and lead APIs); during SSR the server supplies a reading implementation
// over a keep-alive undici pool. An API's refusal arrives as ApiRequestError with its Russian message and
// per-field messages, which forms show next to their fields.
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The call is about the signed-in visitor. In the browser the session cookie goes with every call
   * anyway; during SSR only such calls carry it, so no public page's loader can read a person's data
   * into HTML that a CDN shares.
   */
  session?: boolean;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called with the share of the file sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** Sends one file as `multipart/form-data` (field `file`). */
  upload<T>(path: string, file: Blob, fileName: string, options?: UploadOptions): Promise<T>;
}

/** A non-2xx answer of the API, or no answer at all (`status` 0), carried to loaders, forms and error pages. */
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

  /** A 401 for an account deleted since (in another tab, on another device), not a session's end. */
  get accountDeleted(): boolean {
    return this.status === 401 && this.apiMessage === ACCOUNT_DELETED_MESSAGE;
  }

  /** Field name → Russian message, as the API's validation reported them. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.body as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

/** What a person reads when a request failed: the API's message, or one for the kind of failure. */
/** `typed`: whether the failed action sent what the visitor typed (a form), which is kept for the next try. */
export function failureMessage(error: unknown, { typed = true }: { typed?: boolean } = {}): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return 'Нет связи с\u00a0сервером. Проверьте подключение к\u00a0интернету и\u00a0попробуйте ещё раз.';
    if (error.status === 429) return error.apiMessage ?? 'Слишком много запросов. Подождите минуту и\u00a0попробуйте снова.';
    if (error.status >= 500) {
      return `Сервис временно недоступен. Попробуйте ещё раз через минуту${typed ? '\u00a0— всё введённое осталось в\u00a0форме' : ''}.`;
    }
    if (error.apiMessage) return error.apiMessage;
  }
  return 'Не\u00a0удалось отправить. Попробуйте ещё раз.';
}

/**
 * A body that is not JSON: an answer from something other than our APIs (a proxy's page). Our APIs and
 * the site answer JSON or 204.
 */
const NOT_JSON = Symbol();

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  return response.json().catch(() => NOT_JSON);
}

export function createBrowserApiClient(): ApiClient {
  async function send<T>(method: string, path: string, body: unknown, options: ApiRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    // A FormData body goes as multipart, with the boundary the browser writes into its own content type.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        signal: options.signal,
        headers,
        body: body === undefined || multipart ? body : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiRequestError(0, path);
    }
    const answer = await readBody(response);
    if (!response.ok) throw new ApiRequestError(response.status, path, answer === NOT_JSON ? null : answer);
    // A 2xx that is not our API's JSON (an HTML page from something in between) is not a success.
    if (answer === NOT_JSON) throw new ApiRequestError(502, path);
    return answer as T;
  }

  return {
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    delete: (path, options) => send('DELETE', path, undefined, options),
    // XMLHttpRequest, not fetch: only it reports upload progress.
    upload<T>(path: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', path);
        request.responseType = 'json';
        request.setRequestHeader('accept', 'application/json');
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
        });
        request.addEventListener('load', () => {
          const answer: unknown = request.response;
          if (request.status >= 200 && request.status < 300) resolve(answer as T);
          else reject(new ApiRequestError(request.status, path, answer));
        });
        request.addEventListener('error', () => reject(new ApiRequestError(0, path)));
        request.addEventListener('abort', () => reject(new DOMException('Загрузка отменена', 'AbortError')));
        options.signal?.addEventListener('abort', () => request.abort(), { once: true });
        const form = new FormData();
        form.append('file', file, fileName);
        request.send(form);
      });
    },
  };
}
