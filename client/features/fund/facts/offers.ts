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
    text: 'Вход в\u00a0капитал с\u00a0миноритарной долей или льготный заём для\u00a0компаний с\u00a0первой выручкой.',
    points: [
      'займы до\u00a05\u00a0млн\u00a0₽ под\u00a03–\u20605\u00a0% годовых',
      'инвестиции в\u00a0капитал до\u00a030\u00a0млн\u00a0₽',
      'помощь в\u00a0подготовке к\u00a0следующим раундам',
    ],
  },
  {
    kind: 'grant',
    title: 'Гранты',
    highlight: 'до\u00a0500\u00a0тыс.\u00a0₽',
    text: 'Безвозвратное финансирование прототипа и\u00a0первых продаж для\u00a0команд на\u00a0ранней стадии.',
    points: [
      'грант «Первый шаг» для\u00a0молодых компаний',
      '«Арктический вектор» для\u00a0северных районов',
      'софинансирование от\u00a010\u00a0% на\u00a0севере, от\u00a020\u00a0% по\u00a0«Первому шагу»',
    ],
  },
  {
    kind: 'acceleration',
    title: 'Акселерация',
    highlight: '3\u00a0месяца',
    text: 'Программа «Онего Старт»: трекер, эксперты, пилоты с\u00a0компаниями региона и\u00a0демо-день перед инвесторами.',
    points: [
      'два набора в\u00a0год',
      'еженедельные встречи с\u00a0трекером',
      'пилоты с\u00a0промышленными и\u00a0туристическими компаниями',
    ],
  },
  {
    kind: 'expertise',
    title: 'Экспертиза',
    highlight: 'бесплатно',
    text: 'Консультации по\u00a0мерам поддержки, финансовой модели, юридическим вопросам и\u00a0защите интеллектуальной собственности.',
    points: ['разбор проекта с\u00a0менеджером фонда', 'мастер-классы и\u00a0вебинары', 'доступ к\u00a0пулу независимых экспертов'],
  },
];
