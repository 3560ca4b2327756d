// What route loaders share: the per-request QueryClient and ApiClient, and the rule that turns an API
// failure into the page's HTTP status (unknown slug → 404, bad query → 400, API away → 503).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunction } from 'react-router-dom';
import { ApiRequestError, type ApiClient } from './api-client.ts';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
}

export type LoaderFactory = (deps: RouteDeps) => LoaderFunction;

/** Shown on the error page under the standard texts (spec §8). */
export interface PageErrorData {
  message?: string;
}

export function pageStatusOf(error: unknown): number {
  if (!(error instanceof ApiRequestError)) return 500;
  if (error.status === 404 || error.status === 400) return error.status;
  // A slug longer than any the API keeps names no page.
  if (error.status === 414) return 404;
  return 503;
}

export async function ensureData<T, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, TKey>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    const status = pageStatusOf(error);
    const message = status === 400 && error instanceof ApiRequestError ? error.apiMessage : undefined;
    throw pageError(status, message);
  }
}

/**
 * What a loader returns when a part of its page could not be had (DESIGN §3: a non-critical list loads
 * on the client after hydration): the server answers the page without keeping it for anyone else, and
 * with its last good copy when it has one.
 */
export interface PartialPage {
  partial: true;
}

/**
 * The lists a page can show without some of (their `queryClient.ensureQueryData`), a failure left for the
 * browser to ask again (the part says so meanwhile). All failing is the page's failure (503: a CDN
 * or the page cache then serves its last good copy).
 */
export async function ensureParts(parts: Promise<unknown>[]): Promise<PartialPage | null> {
  const settled = await Promise.allSettled(parts);
  const failures = settled.filter((result) => result.status === 'rejected');
  if (failures.length === 0) return null;
  const failure = failures[0]!.reason as unknown;
  const status = pageStatusOf(failure);
  // A refusal (400, 404) is no outage: the page says so, as it would for one list. And all failing
  // leaves no page to show.
  if (status < 500 || failures.length === parts.length) throw pageError(status);
  return { partial: true };
}

export function isPartialPage(loaderData: unknown): boolean {
  return (loaderData as Partial<PartialPage> | null)?.partial === true;
}

export function notFound(): never {
  throw pageError(404);
}

// React Router labels every thrown `data()` «Internal Server Error» unless told otherwise, and the label
// travels to the browser with the page's data.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error a loader throws for the error page, with its HTTP status and an optional explanation. */
function pageError(status: number, message?: string) {
  return data<PageErrorData>(message === undefined ? {} : { message }, { status, statusText: STATUS_TEXT[status] });
}

/**
 * The loader of a page about one item (`/news/:slug`, `/person/:slug`…): the slug must be there, and
 * `load` fills the query cache with what the page reads.
 */
export function slugLoader(load: (deps: RouteDeps, slug: string) => Promise<unknown>): LoaderFactory {
  return (deps) =>
    async ({ params }) => {
      const slug = params.slug;
      if (!slug) notFound();
      await load(deps, slug);
      return null;
    };
}

/** An application's id from its path segment; anything but a positive integer names no page (404). */
export function idFromPath(segment: string | undefined): number {
  return segment !== undefined && /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : notFound();
}

/**
 * Page number from `?page=`; anything but a positive integer is the visitor's error. A number past a
 * million is a page no list here will have: not found, as any page past the last (QA: it said the
 * number was not a positive integer), without asking the API.
 */
export function pageFromUrl(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw pageError(400, 'Номер страницы должен быть целым положительным числом.');
  }
  return raw.length > 6 ? notFound() : Number(raw);
}
