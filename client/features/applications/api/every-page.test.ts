import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#client/lib/api-client.ts';
import { everyPage } from './every-page.ts';

/** An API of `total` items, `perPage` to a page, that records what was asked. */
function pagedApi(total: number, perPage: number) {
  const asked: string[] = [];
  const api = {
    get: async (path: string) => {
      asked.push(path);
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      const items = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
      return { items, meta: { totalItems: total, totalPages: Math.ceil(total / perPage), currentPage: page, itemsPerPage: perPage } };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe('everyPage', () => {
  it('lists every item of every page, in order (QA: a cabinet of 56 applications showed 50)', async () => {
    const { api, asked } = pagedApi(112, 50);
    const list = await everyPage<{ items: number[]; meta: { totalPages: number } }>(
      api,
      '/api/project-applications',
      new AbortController().signal,
    );
    expect(list.items).toEqual(Array.from({ length: 112 }, (_, index) => index + 1));
    expect(asked).toEqual([
      '/api/project-applications?page=1&per_page=50',
      '/api/project-applications?page=2&per_page=50',
      '/api/project-applications?page=3&per_page=50',
    ]);
  });

  it('asks once for a list of one page or none', async () => {
    for (const total of [0, 7]) {
      const { api, asked } = pagedApi(total, 50);
      const list = await everyPage<{ items: number[]; meta: { totalPages: number } }>(
        api,
        '/api/contest-applications',
        new AbortController().signal,
      );
      expect(list.items).toHaveLength(total);
      expect(asked).toHaveLength(1);
    }
  });
});
