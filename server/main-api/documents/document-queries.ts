// Reading the fund's documents, alone and by category. The extension comes from the file name (spec §3).
import type { Queryable } from '#server/db/database.ts';
import { extensionOf, type DocumentCategory, type FundDocument } from '#shared/schemas/document.ts';

interface DocumentRow {
  id: number;
  category_id: number | null;
  title: string;
  file_name: string;
  url: string;
}

/** Documents of a category come in the category's order; those without one come last. */
const DOCUMENTS_IN_ORDER = `
  select d.id, d.category_id, d.title, d.file_name, d.url
  from documents d left join document_categories c on c.id = d.category_id
  where d.is_published
  order by c.sort_order nulls last, c.id nulls last, d.sort_order, d.id`;

export async function listDocuments(db: Queryable): Promise<FundDocument[]> {
  const { rows } = await db.query<DocumentRow>(DOCUMENTS_IN_ORDER);
  return rows.map(toDocument);
}

/** Categories with at least one published document: an empty heading helps nobody. */
export async function listDocumentCategories(db: Queryable): Promise<DocumentCategory[]> {
  const categories = await db.query<{ id: number; name: string; slug: string }>(
    'select c.id, c.name, c.slug from document_categories c order by c.sort_order, c.id',
  );
  const documents = await db.query<DocumentRow>(DOCUMENTS_IN_ORDER);
  const byCategory = new Map<number, FundDocument[]>();
  for (const row of documents.rows) {
    if (row.category_id === null) continue;
    const list = byCategory.get(row.category_id) ?? [];
    list.push(toDocument(row));
    byCategory.set(row.category_id, list);
  }
  return categories.rows
    .map((category) => ({ ...category, documents: byCategory.get(category.id) ?? [] }))
    .filter((category) => category.documents.length > 0);
}

function toDocument(row: DocumentRow): FundDocument {
  return { id: row.id, title: row.title, extension: extensionOf(row.file_name), url: row.url };
}
