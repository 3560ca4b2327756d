// /api/media for the content pages: the demo documents as PDF files and the generated logos of partner
// programmes (see server/media). Both are fully determined by their URL.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findDemoDocument, type DemoDocument } from '#server/media/demo-documents.ts';
import { renderDocumentPdf } from '#server/media/document-pdf.ts';
import { isLogoMark, renderLogoSvg } from '#server/media/logo-art.ts';
import { isPaletteName } from '#server/media/palettes.ts';
import { withoutWordJoiners } from '#shared/typography.ts';
import { sendSvg } from './media.ts';

/** A day: a demo text may be corrected in a release, unlike a generated picture. */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=86400';
const DOCUMENT_NOT_FOUND = 'Документ не найден';
const IMAGE_NOT_FOUND = 'Изображение не найдено';

const documentParamsSchema = z.object({ fileName: z.string() });
const logoParamsSchema = z.object({ palette: z.string(), fileName: z.string() });

export const mediaContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/documents/:fileName', { schema: { params: documentParamsSchema, response: errorResponseSchemas } }, async (request, reply) => {
    const document = findDemoDocument(request.params.fileName);
    if (!document) return reply.code(404).send(apiError(404, DOCUMENT_NOT_FOUND));
    return sendPdf(reply, document);
  });

  app.get('/logos/:palette/:fileName', { schema: { params: logoParamsSchema, response: errorResponseSchemas } }, async (request, reply) => {
    const { palette, fileName } = request.params;
    const mark = fileName.replace(/\.svg$/, '');
    if (!isPaletteName(palette) || !fileName.endsWith('.svg') || !isLogoMark(mark)) {
      return reply.code(404).send(apiError(404, IMAGE_NOT_FOUND));
    }
    return sendSvg(reply, renderLogoSvg(palette, mark));
  });
};

function sendPdf(reply: FastifyReply, document: DemoDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(document.fileName, document.title))
    .header('cache-control', DOCUMENT_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .send(renderDocumentPdf(document));
}

/**
 * Shown in the browser, saved under the document's Russian title (RFC 6266), with the ASCII file name
 * for clients that know no `filename*`.
 */
function contentDisposition(fileName: string, title: string): string {
  // Typeset titles keep words together with non-breaking spaces and word joiners; a file name has plain
  // spaces and none of the joiners (QA: a typeset «TED-конференции» did not match a search for it).
  const savedName = `${withoutWordJoiners(title)
    .replace(/[\u00a0\s]+/g, ' ')
    .replace(/[\\/:*?"<>|]/g, '')}.pdf`;
  const encoded = encodeURIComponent(savedName).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fileName}"; filename*=UTF-8''${encoded}`;
}
