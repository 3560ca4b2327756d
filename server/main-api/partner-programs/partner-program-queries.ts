// Reading the partner programmes the site presents (spec §3 "Partner programme").
import type { Queryable } from '#server/db/database.ts';
import type { PartnerProgram } from '#shared/schemas/partner-program.ts';

export async function listPartnerPrograms(db: Queryable): Promise<PartnerProgram[]> {
  const { rows } = await db.query<PartnerProgram>(
    `select p.id, p.name, p.logo_url as "logoUrl", p.description, p.url
     from partner_programs p
     where p.is_published
     order by p.sort_order, p.id`,
  );
  return rows;
}
