// Useful links: public services for entrepreneurs (real addresses of public bodies, no people's data).

export interface DemoLink {
  title: string;
  url: string;
}

export const DEMO_LINKS: DemoLink[] = [
  { title: 'Правительство Республики Карелия', url: 'https://gov.karelia.ru' },
  { title: 'МСП.РФ — цифровая платформа для малого и среднего бизнеса', url: 'https://мсп.рф' },
  { title: 'Фонд содействия инновациям', url: 'https://fasie.ru' },
  { title: 'Регистрация бизнеса на сайте ФНС России', url: 'https://www.nalog.gov.ru' },
  { title: 'Госуслуги для бизнеса', url: 'https://www.gosuslugi.ru' },
];
