// The error page for the rare case React itself could not render one (the shell failed, or an error
// outside the router): plain HTML with the texts of spec §8, no script, no stack trace.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function fallbackErrorHtml(status: number, stylesheets: readonly string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Ошибка ${status} — Возникла ошибка, возможно 404</title>${links}</head><body><main><p>${status}</p><h1>Возникла ошибка, возможно 404</h1><p>Такое бывает — времена не простые.</p><p>Перейдите на главную страницу и все будет хорошо.</p><p><a href="/">Вернуться на главную</a></p></main></body></html>`;
}
