// What the fund offers startups (home, For startups).
// Demo values: believable but invented. Typed data in one place per topic, so the fund edits one file and a
// page's chunk carries only the facts it shows.

export type OfferKind = 'investment' | 'grant' | 'acceleration' | 'expertise';

export interface StartupOffer {
  kind: OfferKind;
  title: string;
  /** The headline term: an amount, a length. */
  highlight: string;
  text: string;
  points: string[];
}

export const startupOffers: StartupOffer[] = [
  {
    kind: 'investment',
    title: 'Инвестиции',
    highlight: 'до\u00a030\u00a0млн\u00a0₽',
    text: 'Вход в капитал с миноритарной долей или льготный заём для компаний с первой выручкой.',
    points: [
      'займы до\u00a05\u00a0млн\u00a0₽ под 3–5\u00a0% годовых',
      'инвестиции в капитал до\u00a030\u00a0млн\u00a0₽',
      'помощь в подготовке к следующим раундам',
    ],
  },
  {
    kind: 'grant',
    title: 'Гранты',
    highlight: 'до\u00a0500\u00a0тыс.\u00a0₽',
    text: 'Безвозвратное финансирование прототипа и первых продаж для команд на ранней стадии.',
    points: ['грант «Первый шаг» для молодых компаний', '«Арктический вектор» для северных районов', 'софинансирование от\u00a010\u00a0%'],
  },
  {
    kind: 'acceleration',
    title: 'Акселерация',
    highlight: '3\u00a0месяца',
    text: 'Программа «Онего Старт»: трекер, эксперты, пилоты с компаниями региона и демо-день перед инвесторами.',
    points: ['два набора в год', 'еженедельные встречи с трекером', 'пилоты с промышленными и туристическими компаниями'],
  },
  {
    kind: 'expertise',
    title: 'Экспертиза',
    highlight: 'бесплатно',
    text: 'Консультации по мерам поддержки, финансовой модели, юридическим вопросам и защите интеллектуальной собственности.',
    points: ['разбор проекта с менеджером фонда', 'мастер-классы и вебинары', 'доступ к пулу независимых экспертов'],
  },
];
