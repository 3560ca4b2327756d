// Paged lists (DESIGN §1): the OFFSET of a page and the `meta` block every list answer carries.
import type { ListMeta } from '#shared/schemas/common.ts';
import type { Queryable } from './database.ts';

export interface PageRequest {
  page: number;
  perPage: number;
}

function pageOffset({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

function listMeta(totalItems: number, { page, perPage }: PageRequest): ListMeta {
  return { totalItems, totalPages: Math.ceil(totalItems / perPage), currentPage: page, itemsPerPage: perPage };
}

/**
 * One page of `pageSql` (its `limit`/`offset` are appended here) and the list's `meta` from
 * `countSql`, which must select `count(*)::int as total`. Both take `params`.
 */
export async function fetchPage<Row extends object>(
  db: Queryable,
  query: { countSql: string; pageSql: string; params?: readonly unknown[]; page: PageRequest },
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const params = query.params ?? [];
  const counted = await db.query<{ total: number }>(query.countSql, params);
  const { rows } = await db.query<Row>(`${query.pageSql} limit $${params.length + 1} offset $${params.length + 2}`, [
    ...params,
    query.page.perPage,
    pageOffset(query.page),
  ]);
  return { rows, meta: listMeta(counted.rows[0]?.total ?? 0, query.page) };
}
