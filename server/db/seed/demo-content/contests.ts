// Two demo contests: the Arctic one of /contest/arctic, open, and a closed one with its results, each
// with demo participants for its public list. Dates are relative to the day of seeding, so one is
// always open and the other always over.
import type { ApplicationStatus } from '#shared/application-limits.ts';
import { demoDocumentUrl } from '#server/media/demo-documents.ts';

/** A project in a contest's public list: the fund has taken it up (docs/decisions/007). */
export interface DemoParticipant {
  /** Index into the contest's `nominations`. */
  nomination: number;
  projectName: string;
  projectShortDescription: string;
  projectSphere: string;
  status: Extract<ApplicationStatus, 'in_review' | 'accepted'>;
}

export interface DemoContest {
  slug: string;
  name: string;
  shortDescription: string;
  /** Days from the day of seeding (negative: in the past); applications close at 23:59 Moscow time. */
  startsInDays: number;
  endsInDays: number;
  /** HTML: <p>, <h2>, <ul>. */
  content: string;
  nominations: { name: string; description: string }[];
  participants: DemoParticipant[];
}

/** The slug of the Arctic contest: the site's /contest/arctic page shows it. */
export const ARCTIC_CONTEST_SLUG = 'arctic';

export const DEMO_CONTEST_NOTE = '<p><small>Демонстрационный конкурс: условия, сроки и призы вымышлены.</small></p>';

export const DEMO_CONTESTS: DemoContest[] = [
  {
    slug: ARCTIC_CONTEST_SLUG,
    name: 'Арктический стартап',
    shortDescription:
      'Конкурс проектов для северных районов Карелии: гранты по 1 млн ₽ победителям четырёх номинаций и место в акселераторе фонда.',
    startsInDays: -20,
    endsInDays: 40,
    content: `
<p>Север Карелии — это Беломорье, Кемь, Лоухи и Калевала: большие расстояния, суровый климат и задачи, которых нет в других регионах. Конкурс «Арктический стартап» ищет команды, которые готовы их решать.</p>
<h2>Кто может участвовать</h2>
<p>Граждане России старше 18 лет, команды и компании, которые готовы реализовать проект в Арктической зоне Республики Карелия. Опыт предпринимательства не обязателен.</p>
<h2>Как подать заявку</h2>
<ul>
<li>войдите в личный кабинет на сайте фонда;</li>
<li>выберите номинацию и заполните заявку;</li>
<li>приложите презентацию проекта — до окончания приёма заявок её можно заменить.</li>
</ul>
<h2>Призы</h2>
<p>Победитель каждой номинации получает грант 1 млн ₽ и место в акселераторе «Онего Старт». Финалисты получают консультации экспертов фонда и приоритет при рассмотрении заявок в программу «Арктический вектор».</p>
<p>Подробные условия — в положении о конкурсе в разделе документов.</p>
`,
    nominations: [
      {
        name: 'Технологии для Севера',
        description: 'Материалы, техника и сервисы, которые работают в холоде, на больших расстояниях и без устойчивой связи.',
      },
      {
        name: 'Северный туризм',
        description: 'Маршруты, размещение и сервисы для путешественников по Беломорью и северной Карелии.',
      },
      {
        name: 'Биоресурсы Белого моря',
        description: 'Переработка водорослей, рыбы и морепродуктов, аквакультура и бережное природопользование.',
      },
      {
        name: 'Энергия и связь',
        description: 'Автономная энергетика, энергосбережение и связь для удалённых посёлков.',
      },
    ],
    participants: [
      {
        nomination: 0,
        projectName: 'Тёплый модуль',
        projectShortDescription:
          'Быстровозводимые утеплённые модули для вахтовых посёлков и метеостанций: бригада из трёх человек собирает модуль за два дня, он держит тепло в сорокаградусный мороз.',
        projectSphere: 'Строительные технологии',
        status: 'accepted',
      },
      {
        nomination: 0,
        projectName: 'Северный дрон',
        projectShortDescription:
          'Беспилотник для доставки лекарств и почты в посёлки Лоухского района, куда зимой нет дороги. Летает при −30 °C и сильном ветре, садится на неподготовленную площадку.',
        projectSphere: 'Логистика',
        status: 'in_review',
      },
      {
        nomination: 1,
        projectName: 'Беломорские тропы',
        projectShortDescription:
          'Гостевые дома и пешие маршруты вдоль Карельского берега от Кеми до Гридино: местные гиды, лодочные переходы между сёлами и ночёвки в поморских избах.',
        projectSphere: 'Туризм',
        status: 'accepted',
      },
      {
        nomination: 1,
        projectName: 'Сияние Калевалы',
        projectShortDescription:
          'Прогноз полярных сияний и бронирование ночных выездов с гидом в Калевальском районе: погода, облачность и свободные места в одном приложении.',
        projectSphere: 'Туристические сервисы',
        status: 'in_review',
      },
      {
        nomination: 2,
        projectName: 'Ламинария Беломорья',
        projectShortDescription:
          'Переработка беломорских водорослей в пищевые добавки и альгинат: сушка на солнечной энергии и сбор по квотам без ущерба для зарослей.',
        projectSphere: 'Биотехнологии',
        status: 'accepted',
      },
      {
        nomination: 2,
        projectName: 'Мидии Кузовов',
        projectShortDescription:
          'Мидийная ферма у архипелага Кузова: подвесные плантации, собственная очистка и поставки свежих мидий в рестораны Петрозаводска и Санкт-Петербурга.',
        projectSphere: 'Аквакультура',
        status: 'in_review',
      },
      {
        nomination: 3,
        projectName: 'Солнце Севера',
        projectShortDescription:
          'Гибридные солнечно-ветровые станции с накопителями для посёлков без централизованного электроснабжения: вдвое меньше дизельного топлива за год.',
        projectSphere: 'Энергетика',
        status: 'in_review',
      },
      {
        nomination: 3,
        projectName: 'Связь на тоне',
        projectShortDescription:
          'Ячеистая (mesh) сеть для рыболовецких тоней и лесных кордонов: сообщения и сигнал бедствия без сотовой связи на расстоянии до 15 км между узлами.',
        projectSphere: 'Телекоммуникации',
        status: 'accepted',
      },
    ],
  },
  {
    slug: 'innovacionnyj-proekt-karelii',
    name: 'Инновационный проект Карелии',
    shortDescription: 'Ежегодный конкурс лучших инновационных проектов республики. Приём заявок завершён, итоги подведены.',
    startsInDays: -150,
    endsInDays: -60,
    content: `
<p>Конкурс «Инновационный проект Карелии» проводится ежегодно и выявляет проекты, которые могут изменить экономику республики.</p>
<p>В этом году на конкурс поступило 87 заявок из 14 районов, в финал вышли 6 проектов. Победители получили гранты по 700 тыс. ₽ и приглашение в акселератор фонда.</p>
<p>Приём заявок завершён. <a href="${demoDocumentUrl('itogi-konkursa-innovacionnyj-proekt.pdf')}">Итоги конкурса</a> опубликованы среди документов фонда.</p>
`,
    nominations: [
      {
        name: 'Промышленные технологии',
        description: 'Решения для производства, лесной отрасли, добычи и переработки сырья.',
      },
      {
        name: 'Цифровые сервисы',
        description: 'Приложения и платформы для жителей, туристов и бизнеса республики.',
      },
      {
        name: 'Социальное предпринимательство',
        description: 'Проекты, которые решают социальные задачи и при этом зарабатывают.',
      },
    ],
    participants: [
      {
        nomination: 0,
        projectName: 'Лесной паспорт',
        projectShortDescription:
          'Учёт заготовленной древесины по фотографии торца штабеля: объём и порода за минуту, без ручного обмера и споров с покупателем.',
        projectSphere: 'Лесная отрасль',
        status: 'accepted',
      },
      {
        nomination: 0,
        projectName: 'Шунгитовый фильтр',
        projectShortDescription:
          'Фильтрующие материалы из карельского шунгита для очистки промышленных стоков: дешевле импортных сорбентов и восстанавливаются на месте.',
        projectSphere: 'Новые материалы',
        status: 'accepted',
      },
      {
        nomination: 1,
        projectName: 'Онего Гид',
        projectShortDescription:
          'Путеводитель по Онежскому озеру с аудиоэкскурсиями, которые работают без интернета: Кижи, Петроглифы и заповедные острова.',
        projectSphere: 'Цифровой туризм',
        status: 'accepted',
      },
      {
        nomination: 1,
        projectName: 'Школа рядом',
        projectShortDescription:
          'Онлайн-уроки для школ отдалённых посёлков: учителя из Петрозаводска ведут предметы, которых нет в местном расписании.',
        projectSphere: 'Образование',
        status: 'accepted',
      },
      {
        nomination: 2,
        projectName: 'Узор Севера',
        projectShortDescription:
          'Швейная мастерская, где работают люди с инвалидностью: одежда и сувениры с карельским орнаментом, продажи на маркетплейсах и в музейных магазинах.',
        projectSphere: 'Социальное предпринимательство',
        status: 'accepted',
      },
      {
        nomination: 2,
        projectName: 'Добрый транспорт',
        projectShortDescription:
          'Перевозка маломобильных жителей Петрозаводска по записи: машины с подъёмником, сопровождающий и оплата по социальному тарифу.',
        projectSphere: 'Социальные услуги',
        status: 'accepted',
      },
    ],
  },
];
