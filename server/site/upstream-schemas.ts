// What the main API's answers must look like, by path, checked on the server before a page renders
// them (the shared zod contract, DESIGN §1): an API answering 200 with HTML, garbage or another shape is
// an upstream fault (the page's 503), never a 500 from a component reading a missing field. The browser
// bundle stays free of zod: its data comes checked in the page or from the same API.
// zod/mini's type: the schemas the browser shares are zod/mini ones, the others classic; both parse.
import type * as z from 'zod/mini';
import {
  contestApplicationListSchema,
  contestApplicationSchema,
  contestParticipantListSchema,
  projectApplicationListSchema,
} from '#shared/schemas/applications.ts';
import { authUserSchema } from '#shared/schemas/auth.ts';
import { contestListSchema, contestSchema } from '#shared/schemas/contest.ts';
import { documentCategoryListSchema, documentListSchema } from '#shared/schemas/document.ts';
import { eventListSchema, eventSchema } from '#shared/schemas/event.ts';
import { linkListSchema } from '#shared/schemas/link.ts';
import { newsPostListSchema, newsPostSchema, newsSliderSchema, similarNewsSchema } from '#shared/schemas/news.ts';
import { partnerProgramListSchema } from '#shared/schemas/partner-program.ts';
import { personListSchema, personSchema } from '#shared/schemas/person.ts';
import { singlePageListSchema, singlePageSchema } from '#shared/schemas/single-page.ts';

/** Most specific first: the first pattern that matches the path (without its query) decides. */
const RESPONSE_SCHEMAS: Array<[RegExp, z.ZodMiniType]> = [
  [/^\/api\/news-posts(\/all)?$/, newsPostListSchema],
  [/^\/api\/news-posts\/slider$/, newsSliderSchema],
  [/^\/api\/news-posts\/[^/]+\/similar$/, similarNewsSchema],
  [/^\/api\/news-posts\/[^/]+$/, newsPostSchema],
  [/^\/api\/events$/, eventListSchema],
  [/^\/api\/events\/[^/]+$/, eventSchema],
  [/^\/api\/persons$/, personListSchema],
  [/^\/api\/persons\/[^/]+$/, personSchema],
  [/^\/api\/documents$/, documentListSchema],
  [/^\/api\/document-categories$/, documentCategoryListSchema],
  [/^\/api\/links$/, linkListSchema],
  [/^\/api\/partner-programs$/, partnerProgramListSchema],
  [/^\/api\/singlePages$/, singlePageListSchema],
  [/^\/api\/singlePages\/[^/]+$/, singlePageSchema],
  [/^\/api\/contests$/, contestListSchema],
  [/^\/api\/contests\/[^/]+\/applications$/, contestParticipantListSchema],
  [/^\/api\/contests\/[^/]+$/, contestSchema],
  [/^\/api\/project-applications$/, projectApplicationListSchema],
  [/^\/api\/contest-applications$/, contestApplicationListSchema],
  [/^\/api\/contest-applications\/[^/]+$/, contestApplicationSchema],
  [/^\/api\/auth\/user$/, authUserSchema],
];

/** The schema of a path's answer; undefined for a path the table does not know (passed as it is). */
export function responseSchemaOf(pathWithQuery: string): z.ZodMiniType | undefined {
  const path = pathWithQuery.split('?', 1)[0] ?? '';
  return RESPONSE_SCHEMAS.find(([pattern]) => pattern.test(path))?.[1];
}
