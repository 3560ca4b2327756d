// The cabinet lists all of a person's applications on one page: the API gives them MAX_PER_PAGE at a
// time, so the rest are asked for once the first page says how many there are (QA: the 51st and older
// were nowhere to be seen or opened, with no sign that they existed).
import { MAX_PER_PAGE } from '#shared/limits.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

interface Paged<T> {
  items: T[];
  meta: { totalPages: number };
}

export async function everyPage<L extends Paged<unknown>>(api: ApiClient, path: string, signal: AbortSignal): Promise<L> {
  const pageOf = (page: number) => api.get<L>(`${path}?page=${page}&per_page=${MAX_PER_PAGE}`, { signal, session: true });
  const first = await pageOf(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, index) => pageOf(index + 2)));
  return { ...first, items: [first, ...rest].flatMap((page) => page.items) };
}
