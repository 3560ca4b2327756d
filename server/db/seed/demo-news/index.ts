// All demo news, grouped by theme; each theme has its cover palette.
import type { PaletteName } from '#server/media/palettes.ts';
import { eventNews } from './event-news.ts';
import { fundNews } from './fund-news.ts';
import { startupNews } from './startup-news.ts';
import type { DemoNewsPost } from './types.ts';

export { DEMO_AUTHORS, type DemoAuthorKey, type DemoNewsPost } from './types.ts';

export interface DemoNewsTheme {
  name: string;
  palette: PaletteName;
  posts: DemoNewsPost[];
}

export const DEMO_NEWS_THEMES: DemoNewsTheme[] = [
  { name: 'Новости фонда', palette: 'fund', posts: fundNews },
  { name: 'Стартапы Карелии', palette: 'startups', posts: startupNews },
  { name: 'Мероприятия', palette: 'events', posts: eventNews },
];

/** Appended to every demo post, so nobody takes it for a real announcement. */
export const DEMO_NOTE = '<p><small>Демонстрационный материал: события, люди, компании и цифры в этой новости вымышлены.</small></p>';
