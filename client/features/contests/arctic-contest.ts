// What the page of the Arctic contest (/contest/arctic) tells beyond the API's contest: who it is for,
// its stages, prizes and answers to common questions. Typed data in one place, so the fund edits one
// file; the name, nominations and dates still come from the API. Demo values: believable, invented.

/** The slug the seeded Arctic contest has and the route `/contest/arctic` serves. */
export const ARCTIC_SLUG = 'arctic';

export interface ArcticHighlight {
  /** As shown: «1 млн ₽». */
  value: string;
  label: string;
}

export interface ArcticAudience {
  title: string;
  text: string;
}

/**
 * A stage of the contest. Dates are counted from the API's `startAt` and `endAt`, so the page stays
 * right when the fund moves the deadline.
 */
export interface ArcticStage {
  title: string;
  text: string;
  /** The day the stage starts or happens: the start or end of applications plus `days` days. */
  from: { anchor: 'startAt' | 'endAt'; days: number };
  /** The last day of a stage that lasts; absent for a one-day stage. */
  until?: { anchor: 'startAt' | 'endAt'; days: number };
}

export interface ArcticPrize {
  title: string;
  /** The headline: an amount, a length. */
  highlight: string;
  text: string;
  /** Who gets it. */
  recipients: string;
}

export interface ArcticQuestion {
  question: string;
  answer: string;
}

export interface ArcticContestContent {
  eyebrow: string;
  lead: string;
  seoDescription: string;
  highlights: ArcticHighlight[];
  audience: ArcticAudience[];
  stages: ArcticStage[];
  prizes: ArcticPrize[];
  questions: ArcticQuestion[];
}

export const arcticContest: ArcticContestContent = {
  eyebrow: 'Конкурс Венчурного фонда Республики Карелия',
  lead: 'Ищем команды, которые готовы делать бизнес на\u00a0севере Карелии: в\u00a0Беломорье, Кеми, Лоухах и\u00a0Калевале. Большие расстояния, суровый климат и\u00a0задачи, которых нет в\u00a0других регионах,\u00a0— здесь они становятся преимуществом.',
  seoDescription:
    'Конкурс проектов для\u00a0Арктической зоны Карелии: гранты по\u00a01\u00a0млн\u00a0₽ победителям номинаций, акселератор фонда, экспертиза. Кто может участвовать, этапы, призы и\u00a0ответы на\u00a0вопросы.',
  highlights: [
    { value: '1\u00a0млн\u00a0₽', label: 'грант победителю каждой номинации' },
    { value: '3\u00a0месяца', label: 'в\u00a0акселераторе «Онего Старт»' },
    { value: '0\u00a0₽', label: 'участие бесплатное, опыт бизнеса не\u00a0нужен' },
  ],
  audience: [
    {
      title: 'Команды и\u00a0предприниматели',
      text: 'Граждане России старше 18\u00a0лет, команды до\u00a0пяти человек и\u00a0компании, зарегистрированные не\u00a0более пяти лет назад.',
    },
    {
      title: 'Проекты для\u00a0севера Карелии',
      text: 'Продукт или сервис, который будет работать в\u00a0Арктической зоне республики: Беломорский, Кемский, Лоухский, Калевальский и\u00a0Сегежский районы.',
    },
    {
      title: 'От\u00a0идеи до\u00a0первых продаж',
      text: 'Подойдёт и\u00a0проработанная идея с\u00a0расчётами, и\u00a0работающий прототип, и\u00a0бизнес с\u00a0первой выручкой, которому нужен рост.',
    },
    {
      title: 'Жители любых регионов',
      text: 'Жить в\u00a0Карелии не\u00a0обязательно: важно, чтобы проект запускался здесь и\u00a0создавал рабочие места на\u00a0севере республики.',
    },
  ],
  stages: [
    {
      title: 'Приём заявок',
      text: 'Заявка подаётся в\u00a0личном кабинете: выберите номинацию, опишите проект и\u00a0приложите презентацию.',
      from: { anchor: 'startAt', days: 0 },
      until: { anchor: 'endAt', days: 0 },
    },
    {
      title: 'Экспертиза',
      text: 'Эксперты фонда и\u00a0партнёров оценивают каждую заявку и\u00a0отбирают до\u00a0пяти финалистов в\u00a0номинации.',
      from: { anchor: 'endAt', days: 1 },
      until: { anchor: 'endAt', days: 21 },
    },
    {
      title: 'Защита проектов',
      text: 'Финалисты представляют проекты жюри в\u00a0Петрозаводске или онлайн: семь минут на\u00a0выступление и\u00a0ответы на\u00a0вопросы.',
      from: { anchor: 'endAt', days: 30 },
    },
    {
      title: 'Итоги и\u00a0акселератор',
      // The accelerator's intake that runs then ends later, with its demo day (the events' demo content):
      // the winners join the next one (QA: «начинают программу» while the third intake still ran).
      text: 'Объявляем победителей и\u00a0подписываем соглашения о\u00a0грантах, а\u00a0команды получают место в\u00a0следующем наборе акселератора «Онего Старт».',
      from: { anchor: 'endAt', days: 37 },
    },
  ],
  prizes: [
    {
      title: 'Грант на\u00a0развитие',
      highlight: '1\u00a0млн\u00a0₽',
      text: 'На\u00a0оборудование, разработку, сертификацию и\u00a0выход на\u00a0рынок. Софинансирование не\u00a0требуется.',
      recipients: 'Победителю каждой номинации',
    },
    {
      title: 'Акселератор «Онего Старт»',
      highlight: '3\u00a0месяца',
      text: 'Трекер, еженедельные сессии с\u00a0экспертами, доступ к\u00a0партнёрам фонда и\u00a0демо-день перед инвесторами.',
      recipients: 'Победителям',
    },
    {
      title: 'Экспертиза и\u00a0наставники',
      highlight: '10\u00a0часов',
      text: 'Консультации юристов, финансистов и\u00a0отраслевых экспертов фонда по\u00a0вашему проекту.',
      recipients: 'Всем финалистам',
    },
    {
      title: 'Приоритет в\u00a0«Арктическом векторе»',
      highlight: 'без\u00a0очереди',
      text: 'Заявки финалистов в\u00a0грантовую программу фонда «Арктический вектор» рассматриваются в\u00a0первую очередь.',
      recipients: 'Всем финалистам',
    },
  ],
  questions: [
    {
      question: 'Сколько стоит участие?',
      answer:
        'Участие бесплатное. Фонд не\u00a0берёт долю в\u00a0проектах победителей: грант не\u00a0нужно возвращать, если он потрачен по\u00a0смете.',
    },
    {
      question: 'Можно ли подать несколько заявок?',
      answer:
        'Да, но\u00a0каждый проект\u00a0— в\u00a0одну номинацию. Если проект подходит к\u00a0нескольким, выберите ту, где его сильные стороны видны лучше; эксперты могут предложить перенести заявку.',
    },
    {
      question: 'Можно ли изменить заявку после отправки?',
      answer:
        'Да, пока заявка в\u00a0статусе «Новая» и\u00a0приём не\u00a0завершён: откройте её в\u00a0личном кабинете, исправьте текст или замените файлы.',
    },
    {
      question: 'Что приложить к\u00a0заявке?',
      answer:
        'Презентацию проекта (до\u00a015\u00a0слайдов, PDF или PowerPoint), а\u00a0также расчёты, фотографии прототипа или письма поддержки, если они есть. Не\u00a0больше 10\u00a0файлов до\u00a020\u00a0МБ каждый.',
    },
    {
      question: 'Что увидят другие участники?',
      answer:
        'В\u00a0открытом списке участников показываем только название проекта, номинацию и\u00a0краткое описание. Имена, телефоны и\u00a0адреса электронной почты не\u00a0публикуются.',
    },
    {
      question: 'На\u00a0что можно потратить грант?',
      answer:
        'На\u00a0оборудование и\u00a0материалы, разработку, испытания и\u00a0сертификацию, аренду площадки и\u00a0продвижение. Смета согласуется с\u00a0фондом при\u00a0подписании соглашения.',
    },
  ],
};
