// Demo people of the fund: fictional names, jobs and contacts (made-up phone numbers, e-mail on the
// reserved .example domain), typed in the different ways editors type them.
import type { PaletteName } from '#server/media/palettes.ts';

export interface DemoPerson {
  slug: string;
  name: string;
  position: string;
  palette: PaletteName;
  /** As an editor typed it; the API normalises it. */
  phone: string | null;
  email: string | null;
  /** HTML: <p>. */
  biography: string;
}

/** Appended to every demo biography. */
export const DEMO_PERSON_NOTE = '<p><small>Демо: это вымышленный человек, совпадения имён и биографий случайны.</small></p>';

export const DEMO_PERSONS: DemoPerson[] = [
  {
    slug: 'olga-vetrova',
    name: 'Ольга Ветрова',
    position: 'Генеральный директор',
    palette: 'fund',
    phone: '+7 (8142) 00-10-01',
    email: 'o.vetrova@venture-karelia.example',
    biography: `
<p>Руководит фондом с момента его создания. Пятнадцать лет работала в банковском секторе Северо-Запада, последние шесть — директором по работе с малым и средним бизнесом.</p>
<p>Отвечает за стратегию фонда, работу с наблюдательным советом и партнёрами. Считает, что сильные технологические компании могут появляться не только в столицах, и хочет, чтобы Карелия стала для них хорошим местом.</p>
`,
  },
  {
    slug: 'dmitrij-kalevin',
    name: 'Дмитрий Калевин',
    position: 'Руководитель направления по работе с проектами',
    palette: 'fund',
    phone: '8 (921) 000-10-02',
    email: 'd.kalevin@venture-karelia.example',
    biography: `
<p>Отвечает за экспертизу заявок и сопровождение портфельных компаний. До фонда основал две компании в сфере промышленной автоматизации, одну из которых продал стратегическому инвестору.</p>
<p>Курирует программу «Арктический вектор» и проекты северных районов республики.</p>
`,
  },
  {
    slug: 'anna-severova',
    name: 'Анна Северова',
    position: 'Руководитель пресс-службы',
    palette: 'events',
    phone: '8 921 000 10 03',
    email: 'press@venture-karelia.example',
    biography: `
<p>Пишет о стартапах Карелии и отвечает на вопросы журналистов. Раньше работала редактором деловой редакции регионального издания.</p>
<p>По вопросам публикаций, интервью и аккредитации на мероприятия фонда пишите ей на почту пресс-службы.</p>
`,
  },
  {
    slug: 'ilya-lamminen',
    name: 'Илья Ламминен',
    position: 'Менеджер по работе со стартапами',
    palette: 'startups',
    phone: '9210001004',
    email: 'i.lamminen@venture-karelia.example',
    biography: `
<p>Первый, с кем разговаривают команды, подавшие заявку в фонд. Помогает понять, какая программа подходит проекту, и подготовить документы к экспертизе.</p>
<p>Выпускник Петрозаводского университета по специальности «Прикладная информатика», трекер акселератора «Онего Старт».</p>
`,
  },
  {
    slug: 'marina-ozerova',
    name: 'Марина Озерова',
    position: 'Руководитель направления мероприятий',
    palette: 'events',
    phone: '+7-921-000-10-05',
    email: 'events@venture-karelia.example',
    biography: `
<p>Организует форумы, хакатоны, выездные школы и «Венчурные пятницы» фонда. За последние три года провела больше ста мероприятий в двенадцати районах республики.</p>
<p>Если вы хотите провести мероприятие вместе с фондом или выступить на нём, напишите Марине.</p>
`,
  },
  {
    slug: 'sergej-tuominen',
    name: 'Сергей Туоминен',
    position: 'Инвестиционный аналитик',
    palette: 'startups',
    phone: null,
    email: 's.tuominen@venture-karelia.example',
    biography: `
<p>Готовит инвестиционные заключения по проектам и следит за показателями портфельных компаний. Ведёт мастер-классы по финансовым моделям для участников акселератора.</p>
<p>До фонда работал аналитиком в инвестиционной компании в Санкт-Петербурге.</p>
`,
  },
  {
    slug: 'ekaterina-lesnaya',
    name: 'Екатерина Лесная',
    position: 'Юрист',
    palette: 'fund',
    phone: '(8142) 00-10-07',
    email: null,
    biography: `
<p>Готовит договоры о предоставлении грантов и займов, сопровождает сделки фонда и отвечает за защиту персональных данных заявителей.</p>
<p>Консультирует команды по вопросам регистрации компаний и защиты интеллектуальной собственности.</p>
`,
  },
];
