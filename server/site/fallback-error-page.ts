// The error page for the rare case React itself could not render one (the shell failed, or an error
// outside the router): plain HTML with the texts of spec §8, no script, no stack trace.
import { ERROR_PAGE_TEXTS } from '../../shared/error-page-texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function fallbackErrorHtml(status: number, stylesheets: readonly string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const { title, lines, homeButton } = ERROR_PAGE_TEXTS;
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Ошибка ${status} — ${title}</title>${links}</head><body><main><p>${status}</p><h1>${title}</h1>${paragraphs}<p><a href="/">${homeButton}</a></p></main></body></html>`;
}
