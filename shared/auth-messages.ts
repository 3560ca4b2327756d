// The API's words about a session that the browser acts on, apart from the schemas: the entry script
// imports this module, and must not bring zod with it.

/** A 401 for a token whose account was deleted since (in another tab, on another device). */
export const ACCOUNT_DELETED_MESSAGE = 'Аккаунт удалён';
