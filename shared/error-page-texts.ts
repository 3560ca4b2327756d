// The texts of the error page (spec §8), shared by the React error page and the plain HTML fallback
// the server sends when React itself could not render.
export const ERROR_PAGE_TEXTS = {
  title: 'Возникла ошибка, возможно 404',
  lines: ['Такое бывает — времена не простые.', 'Перейдите на главную страницу и все будет хорошо.'],
  homeButton: 'Вернуться на главную',
} as const;
