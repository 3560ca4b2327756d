// Numbers the browser and the APIs agree on (DESIGN §6, spec §9). No zod here: the browser bundle
// imports this module, and the schemas stay on the server side of the bundle.
export const MAX_PER_PAGE = 50;
export const NEWS_PER_PAGE = 9;
export const EVENTS_PER_PAGE = 6;
export const SIMILAR_NEWS_DEFAULT_LIMIT = 3;
export const SIMILAR_NEWS_MAX_LIMIT = 12;
