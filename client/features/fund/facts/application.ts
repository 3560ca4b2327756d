// How a startup applies, and which stage gets which support (For startups).
// Demo values: believable but invented. Typed data in one place per topic, so the fund edits one file and a
// page's chunk carries only the facts it shows.

export interface ApplicationStep {
  title: string;
  text: string;
}

export const applicationSteps: ApplicationStep[] = [
  {
    title: 'Отправьте заявку',
    text: 'Заполните форму на сайте: опишите проект, команду и чего вы ждёте от фонда, приложите презентацию.',
  },
  {
    title: 'Поговорите с менеджером',
    text: 'В течение пяти рабочих дней менеджер фонда свяжется с вами, поможет выбрать программу и подготовить документы.',
  },
  {
    title: 'Пройдите экспертизу',
    text: 'Независимые эксперты оценят рынок, команду и финансовую модель; вы сможете ответить на их вопросы.',
  },
  {
    title: 'Получите решение',
    text: 'Инвестиционный комитет принимает решение, после чего мы заключаем договор и начинаем работать вместе.',
  },
];

export interface StartupStage {
  title: string;
  text: string;
}

/** Who the fund helps, by the stage a project is at. */
export const startupStages: StartupStage[] = [
  {
    title: 'Командам с идеей',
    text: 'Ещё нет компании, но есть проблема покупателя и желание её решить: начните с консультации и гранта.',
  },
  {
    title: 'Молодым компаниям',
    text: 'Есть прототип или первые продажи: акселератор, грант «Первый шаг» и льготный заём помогут вырасти.',
  },
  {
    title: 'Растущему бизнесу',
    text: 'Есть выручка и план масштабирования: фонд может войти в капитал и привести соинвесторов.',
  },
];
