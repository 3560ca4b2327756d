// The error page for the cases React does not render one: a URL the router refuses, a path no route
// takes, and an /api address opened in the browser that the API (or the proxy) refused (a document
// that is gone, an expired file link, the sign-in start while the API is down). Plain HTML with the
// texts of spec §8 in the site's look (its name, the status mark, the button home): no script, no
// stack trace, its own small stylesheet allowed by hash.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { colors, fontStack, layout, media } from '#client/components/ui/theme.ts';
import { ERROR_PAGE_TEXTS, errorDetailOf, errorDocumentTitle } from '#shared/error-page-texts.ts';
import { siteInfo } from '#shared/site-info.ts';

const STYLE = [
  `body{margin:0;font-family:${fontStack};color:${colors.ink};background:${colors.white};line-height:1.5}`,
  `.wrap{max-width:${layout.containerMax};margin:0 auto;padding:0 40px;box-sizing:border-box}`,
  `header{border-bottom:1px solid ${colors.line}}`,
  `header .wrap{height:${layout.topBarDesktop};display:flex;align-items:center}`,
  `.brand{font-weight:800;font-size:18px;line-height:1.15;color:${colors.ink};text-decoration:none;max-width:220px}`,
  `main .wrap{padding-top:96px;padding-bottom:64px}`,
  `.mark{margin:0 0 24px;font-size:96px;font-weight:800;line-height:1;color:${colors.purple}}`,
  `h1{margin:0 0 16px;font-size:32px;line-height:1.2}`,
  `.text{max-width:720px;font-size:18px;color:${colors.inkSoft}}`,
  `.text p{margin:0 0 8px}`,
  `.detail{max-width:720px;margin:16px 0 0;font-size:18px;color:${colors.ink}}`,
  `.actions{margin:32px 0 0}`,
  `.button{display:inline-flex;align-items:center;justify-content:center;padding:14px 28px;border-radius:12px;background:${colors.purple};color:${colors.white};font-weight:600;font-size:16px;line-height:1.2;text-decoration:none}`,
  `.button:hover{background:${colors.purpleDark}}`,
  `.actions{display:flex;flex-wrap:wrap;gap:12px}`,
  `.button.second{background:${colors.white};color:${colors.ink};box-shadow:inset 0 0 0 2px ${colors.line}}`,
  `.button.second:hover{background:${colors.surface}}`,
  `a:focus-visible{outline:3px solid ${colors.pink};outline-offset:3px}`,
  `${media.mobile}{.wrap{padding:0 20px}header .wrap{height:${layout.topBarMobile}}main .wrap{padding-top:48px;padding-bottom:40px}.mark{font-size:72px}h1{font-size:26px}}`,
  `${media.narrow}{.button{display:flex;width:100%;box-sizing:border-box}}`,
].join('');

/** The page runs no script; it loads the site's stylesheets (its fonts) and its own style element. */
export const FALLBACK_PAGE_CSP = `default-src 'none'; style-src 'self' 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** An API's message is a phrase («Документ не найден»); under the page's sentences it ends like one. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A refusal of what the browser asked (4xx) never blames the server; a 5xx is ours (the shared default). */
function detailOf(status: number): string {
  if (status === 403) return 'Доступ к\u00a0этой странице закрыт.';
  return errorDetailOf(status, status < 500 ? 'Запрос не\u00a0удалось выполнить: проверьте адрес страницы.' : undefined);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A way on from the error besides the spec's button home: where the thing asked for can be had again. */
export interface FallbackAction {
  href: string;
  label: string;
}

/**
 * `detail`: what went wrong in words (an API's own message); by default the stock line for the status.
 */
export function fallbackErrorHtml(status: number, stylesheets: readonly string[] = [], detail?: string, action?: FallbackAction): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const { title, lines, homeButton } = ERROR_PAGE_TEXTS;
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  return [
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(errorDocumentTitle(status))}</title>${links}<style>${STYLE}</style></head>`,
    `<body><header><div class="wrap"><a class="brand" href="/" aria-label="${escapeHtml(siteInfo.name)} — на&nbsp;главную">${escapeHtml(siteInfo.shortName)}</a></div></header>`,
    `<main><div class="wrap"><p class="mark" aria-hidden="true">${status}</p><h1>${title}</h1><div class="text">${paragraphs}</div>`,
    `<p class="detail">${escapeHtml(asSentence(detail ?? detailOf(status)))}</p>`,
    `<p class="actions">${action ? `<a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>` : ''}`,
    `<a class="button${action ? ' second' : ''}" href="/">${homeButton}</a></p></div></main></body></html>`,
  ].join('');
}

/** Sends the fallback page (the status is the reply's) with its CSP. */
export function sendFallbackErrorPage(
  reply: FastifyReply,
  status: number,
  stylesheets: readonly string[],
  detail?: string,
  action?: FallbackAction,
): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', FALLBACK_PAGE_CSP)
    .send(fallbackErrorHtml(status, stylesheets, detail, action));
}
