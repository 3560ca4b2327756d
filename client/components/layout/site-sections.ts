// The main site's sections, named once: the top bar's links, which the footer lists too.
import { paths } from '#client/app/paths.ts';

export const SITE_SECTIONS = [
  { to: paths.about(), label: 'О\u00a0фонде' },
  { to: paths.programs(), label: 'Программы' },
  { to: paths.startups(), label: 'Стартапам' },
  { to: paths.news(), label: 'Новости' },
  { to: paths.events(), label: 'Мероприятия' },
] as const;
