// The error page for the rare case React itself could not render one (the shell failed, or an error
// outside the router): plain HTML with the texts of spec §8, no script, no stack trace.
import type { FastifyReply } from 'fastify';
import { ERROR_PAGE_TEXTS, errorDocumentTitle } from '#shared/error-page-texts.ts';

/** The page runs no script and loads only the site's stylesheets. */
export const FALLBACK_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function fallbackErrorHtml(status: number, stylesheets: readonly string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const { title, lines, homeButton } = ERROR_PAGE_TEXTS;
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${errorDocumentTitle(status)}</title>${links}</head><body><main><p>${status}</p><h1>${title}</h1>${paragraphs}<p><a href="/">${homeButton}</a></p></main></body></html>`;
}

/** Sends the fallback page (the status is the reply's) with its CSP. */
export function sendFallbackErrorPage(reply: FastifyReply, status: number, stylesheets: readonly string[]): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', FALLBACK_PAGE_CSP)
    .send(fallbackErrorHtml(status, stylesheets));
}
