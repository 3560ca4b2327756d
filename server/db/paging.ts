// Paged lists (DESIGN §1): the OFFSET of a page and the `meta` block every list answer carries.
import type { ListMeta } from '../../shared/schemas/common.ts';

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageOffset({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

export function listMeta(totalItems: number, { page, perPage }: PageRequest): ListMeta {
  return { totalItems, totalPages: Math.ceil(totalItems / perPage), currentPage: page, itemsPerPage: perPage };
}
