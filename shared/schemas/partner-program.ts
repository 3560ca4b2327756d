// Partner programmes (spec §3 "Partner programme", §7 `GET /api/partner-programs`).
import * as z from 'zod';

export const partnerProgramSchema = z.object({
  id: z.number().int(),
  /** The programme's name: the logo's text alternative. */
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  /** The programme's own page; null when it has none. */
  url: z.string().nullable(),
});
export type PartnerProgram = z.infer<typeof partnerProgramSchema>;

/** Every published programme in the fund's order; not paged. */
export const partnerProgramListSchema = z.object({ items: z.array(partnerProgramSchema) });
export type PartnerProgramList = z.infer<typeof partnerProgramListSchema>;
