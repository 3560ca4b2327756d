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
    text: 'Заполните форму на\u00a0сайте: опишите проект, команду и\u00a0чего вы ждёте от\u00a0фонда, приложите презентацию.',
  },
  {
    title: 'Поговорите с\u00a0менеджером',
    text: 'В\u00a0течение пяти рабочих дней менеджер фонда свяжется с\u00a0вами, поможет выбрать программу и\u00a0подготовить документы.',
  },
  {
    title: 'Пройдите экспертизу',
    text: 'Независимые эксперты оценят рынок, команду и\u00a0финансовую модель; вы сможете ответить на\u00a0их вопросы.',
  },
  {
    title: 'Получите решение',
    text: 'Наблюдательный совет фонда принимает решение, после чего мы заключаем договор и\u00a0начинаем работать вместе.',
  },
];

export interface StartupStage {
  title: string;
  text: string;
}

/** Who the fund helps, by the stage a project is at. */
export const startupStages: StartupStage[] = [
  {
    title: 'Командам с\u00a0идеей',
    text: 'Ещё нет компании, но\u00a0есть проблема покупателя и\u00a0желание её решить: начните с\u00a0консультации и\u00a0гранта.',
  },
  {
    title: 'Молодым компаниям',
    text: 'Есть прототип или первые продажи: акселератор, грант «Первый шаг» и\u00a0льготный заём помогут вырасти.',
  },
  {
    title: 'Растущему бизнесу',
    text: 'Есть выручка и\u00a0план масштабирования: фонд может войти в\u00a0капитал и\u00a0привести соинвесторов.',
  },
];
