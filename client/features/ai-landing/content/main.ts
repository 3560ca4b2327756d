// The campaign's main page (section 0).
import { typesetDeep } from '#shared/typography.ts';
import { AI_DOCUMENTS, AI_VIDEOS } from './campaign.ts';
import type { AiCard, AiDocument, AiFact, AiQuestion, AiVideo } from './types.ts';

export interface AiMainContent {
  seo: { title: string; description: string; image: string };
  hero: { kicker: string; title: string; accent: string; lead: string };
  figures: AiFact[];
  manifesto: { title: string; paragraphs: string[] };
  sectionsTitle: string;
  video: AiVideo;
  principles: { title: string; items: AiCard[] };
  documents: AiDocument[];
  faq: AiQuestion[];
  contact: { title: string; text: string };
}

export const aiMain: AiMainContent = typesetDeep({
  seo: {
    title: '«Карелия против ИИ»: пять событий об искусственном интеллекте',
    description:
      'Конкурс идей, выставка нейроарта, хакатон, TED-конференция и форум для самозанятых: пять событий о том, как Карелии жить рядом с искусственным интеллектом.',
    image: '/og/ai-main.jpg',
  },
  hero: {
    kicker: 'Кампания Венчурного фонда Карелии · декабрь 2026 — апрель 2027',
    title: 'Карелия',
    accent: 'против ИИ',
    lead: 'Пять событий о том, как жить и работать рядом с искусственным интеллектом. Не бояться и не молиться на него — а решить самим, где он нужен республике.',
  },
  figures: [
    { value: '5', label: 'событий за пять месяцев' },
    { value: '2,8 млн ₽', label: 'призов и грантов' },
    { value: '1000+', label: 'участников по всей Карелии' },
    { value: '0 ₽', label: 'стоит участие' },
  ],
  manifesto: {
    title: 'Почему «против»',
    paragraphs: [
      'Искусственный интеллект не спрашивает, нужен ли он. Он уже в банке, в поликлинике, в школе и в соцсетях. Мы предлагаем не спорить с ним, а проверить его силу: на задачах Карелии, на наших идеях, на нашем искусстве.',
      'Кампания идёт с декабря по апрель. Каждое событие самостоятельно: можно прийти только на форум или только прислать идею. Но вместе они складываются в путь — от мысли до прототипа и первого клиента.',
    ],
  },
  sectionsTitle: 'Пять событий кампании',
  video: AI_VIDEOS.promo,
  principles: {
    title: 'Как устроена кампания',
    items: [
      {
        badge: 'Открыто',
        title: 'Участвует каждый',
        text: 'Без отбора по профессии и опыту: школьники, пенсионеры, программисты и художники на равных.',
      },
      {
        badge: 'По-честному',
        title: 'Решает жюри, а не алгоритм',
        text: 'Заявки читают люди. Состав жюри и критерии опубликованы в положениях.',
      },
      {
        badge: 'С продолжением',
        title: 'Лучшие идеи получают поддержку',
        text: 'Финалисты попадают в акселератор фонда и могут претендовать на гранты.',
      },
    ],
  },
  documents: [
    AI_DOCUMENTS.campaign,
    AI_DOCUMENTS.ideaContest,
    AI_DOCUMENTS.neuroArt,
    AI_DOCUMENTS.hackathon,
    AI_DOCUMENTS.ted,
    AI_DOCUMENTS.forum,
  ],
  faq: [
    {
      question: 'Кто организует кампанию?',
      answer: 'Венчурный фонд Республики Карелия при поддержке Министерства экономического развития республики и вузов Петрозаводска.',
    },
    {
      question: 'Можно ли участвовать в нескольких событиях?',
      answer:
        'Да, и мы это приветствуем: авторы лучших идей конкурса получают путёвки на хакатон, а финалисты хакатона — слово на TED-конференции.',
    },
    { question: 'Участие платное?', answer: 'Нет. Все события кампании бесплатны для участников и зрителей.' },
    {
      question: 'Что будет с моими данными?',
      answer: 'Мы используем их только для связи по кампании и храним по правилам политики обработки персональных данных фонда.',
    },
  ],
  contact: {
    title: 'Остались вопросы?',
    text: 'Напишите нам — координатор кампании перезвонит в течение рабочего дня.',
  },
} satisfies AiMainContent);
