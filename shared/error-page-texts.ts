// The texts of the error page (spec §8), shared by the React error page and the plain HTML fallback
// the server sends when React itself could not render.
import { siteInfo } from './site-info.ts';

export const ERROR_PAGE_TEXTS = {
  title: 'Возникла ошибка, возможно 404',
  // The spec's lines, spelled as Russian is written: «непростые» as one word, «всё» with its ё.
  lines: ['Такое бывает\u00a0— времена непростые.', 'Перейдите на\u00a0главную страницу, и\u00a0всё будет хорошо.'],
  homeButton: 'Вернуться на главную',
} as const;

/** What went wrong, in a line under the spec's text, when nothing more precise is known. */
const ERROR_DETAILS: Record<number, string> = {
  400: 'В\u00a0адресе страницы есть ошибка.',
  404: 'Такой страницы нет: возможно, она была удалена или адрес набран неверно.',
  503: 'Сервис временно недоступен, мы уже чиним. Попробуйте обновить страницу через минуту.',
};

/**
 * `otherwise`: the line for a status without one here. The pages' route errors are these statuses or a
 * 5xx (ours, the default); the server's plain page words the other 4xx it sends
 * (server/site/fallback-error-page.ts), which the browser's bundle need not carry.
 */
export function errorDetailOf(status: number, otherwise = 'Что-то пошло не\u00a0так на\u00a0нашей стороне.'): string {
  return ERROR_DETAILS[status] ?? otherwise;
}

/**
 * The tab's title: what happened, in words (the page's own heading already says «возможно 404»), and
 * whose site it is, as every other page's title says.
 */
export function errorDocumentTitle(status: number): string {
  return `${status === 404 ? 'Страница не найдена' : `Ошибка ${status}`} — ${siteInfo.shortName}`;
}
