// /api/media: generated covers and avatars of demo content (see server/media). The picture is fully
// determined by its URL, so it may be cached for a year.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { isAvatarInitials, renderAvatarSvg } from '#server/media/avatar-art.ts';
import { COVER_WIDTH_VALUES, COVER_WIDTHS, parseCoverFileName, renderCoverSvg, type CoverWidth } from '#server/media/cover-art.ts';
import { isPaletteName } from '#server/media/palettes.ts';

const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const IMAGE_NOT_FOUND = 'Изображение не найдено';

const imageParamsSchema = z.object({ palette: z.string(), fileName: z.string() });

const WIDTH_MESSAGE = `Параметр «w» может быть только ${COVER_WIDTH_VALUES.join(', ')}`;

const coverQuerySchema = z.object({
  // Not a number (`?w=abc`, a repeated `w`) is the same refusal as a width not made.
  w: z.coerce
    .number({ error: WIDTH_MESSAGE })
    .refine((width): width is CoverWidth => COVER_WIDTH_VALUES.some((allowed) => allowed === width), { error: WIDTH_MESSAGE })
    .default(COVER_WIDTHS.medium),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/covers/:palette/:fileName',
    {
      schema: { params: imageParamsSchema, querystring: coverQuerySchema, response: errorResponseSchemas },
    },
    async (request, reply) => {
      const { palette, fileName } = request.params;
      const design = parseCoverFileName(fileName);
      if (!isPaletteName(palette) || !design) return reply.code(404).send(apiError(404, IMAGE_NOT_FOUND));
      return sendSvg(reply, renderCoverSvg({ palette, ...design }, request.query.w));
    },
  );

  app.get(
    '/avatars/:palette/:fileName',
    { schema: { params: imageParamsSchema, response: errorResponseSchemas } },
    async (request, reply) => {
      const { palette, fileName } = request.params;
      const initials = fileName.replace(/\.svg$/, '');
      if (!isPaletteName(palette) || !fileName.endsWith('.svg') || !isAvatarInitials(initials)) {
        return reply.code(404).send(apiError(404, IMAGE_NOT_FOUND));
      }
      return sendSvg(reply, renderAvatarSvg(palette, initials));
    },
  );
};

export function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', IMAGE_CACHE_CONTROL)
      // An SVG opened on its own is a document: let it run nothing, whatever it contains.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(svg)
  );
}
