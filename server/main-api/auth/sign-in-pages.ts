// The two pages the main API itself shows during sign-in: the local sign-in form that stands in for
// VK ID outside production (DESIGN §4), and the page of a sign-in that failed. Plain HTML without
// script; everything interpolated is escaped.
import type { FastifyReply } from 'fastify';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1b1f2a; background: #f4f5f8; margin: 0; }
  main { max-width: 440px; margin: 12vh auto; padding: 32px; background: #fff; border-radius: 16px; }
  h1 { font-size: 24px; margin: 0 0 8px; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #ffe08a; font-weight: 600; }
  label { display: block; margin: 24px 0 8px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 12px; font: inherit; border: 1px solid #b8bdca; border-radius: 8px; }
  button { margin-top: 16px; padding: 12px 24px; font: inherit; color: #fff; background: #5b3cc4; border: 0; border-radius: 8px; cursor: pointer; }
  .error { color: #b3261e; }
  a { color: #5b3cc4; }`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

export const DEV_SIGN_IN_TITLE = 'Вход для разработки';

export function devSignInPage(options: { action: string; formToken: string; name?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    DEV_SIGN_IN_TITLE,
    `<p><span class="badge">${DEV_SIGN_IN_TITLE}</span></p>
<h1>Вход без VK ID</h1>
<p>VK ID не настроен, поэтому вместо него работает эта страница. Она есть только при разработке и&nbsp;проверке
сайта: на&nbsp;рабочем сайте вход возможен только через VK ID.</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="formToken" value="${escapeHtml(options.formToken)}">
<label for="name">Имя пользователя</label>
<input id="name" name="name" required maxlength="150" autocomplete="name" value="${escapeHtml(options.name ?? '')}"${options.error ? ' aria-invalid="true"' : ''}>
${error}
<button type="submit">Войти</button>
</form>`,
  );
}

export function signInErrorPage(message: string, homeUrl: string): string {
  return page(
    'Не удалось войти',
    `<h1>Не удалось войти</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}">Вернуться на сайт</a></p>`,
  );
}
