// The API's words about a session that the browser acts on, apart from the schemas: the entry script
// imports this module, and must not bring zod with it.

/** A 401 for a token whose account was deleted since (in another tab, on another device). */
export const ACCOUNT_DELETED_MESSAGE = 'Аккаунт удалён';

/**
 * A sign-in the site's landing (/auth/…) did not take: the browser that finished it did not start it,
 * or started it too long ago (server/site/sign-in-binding.ts). The landing sets this short-lived cookie,
 * readable by scripts, when the visitor has no session; the page it leads to says so once
 * (client/entry.client.tsx).
 */
export const SIGN_IN_REFUSED_COOKIE = 'sign-in-refused';
export const SIGN_IN_REFUSED_NOTICE = 'Войти не\u00a0получилось: вход начат в\u00a0другом браузере или слишком давно. Попробуйте ещё раз.';
