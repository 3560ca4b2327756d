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
      'Конкурс идей, выставка нейроарта, хакатон, TED-конференция и\u00a0форум для самозанятых: пять событий о\u00a0том, как Карелии жить рядом с\u00a0искусственным интеллектом.',
    image: '/og/ai-main.jpg',
  },
  hero: {
    kicker: 'Кампания Венчурного фонда Карелии · декабрь 2026\u00a0— апрель 2027',
    title: 'Карелия',
    accent: 'против ИИ',
    lead: 'Пять событий о\u00a0том, как жить и\u00a0работать рядом с\u00a0искусственным интеллектом. Не бояться и\u00a0не молиться на него\u00a0— а\u00a0решить самим, где он нужен республике.',
  },
  figures: [
    { value: '5', label: 'событий за пять месяцев' },
    { value: '2,8 млн ₽', label: 'призов и\u00a0грантов' },
    { value: '1000+', label: 'участников по всей Карелии' },
    { value: '0 ₽', label: 'стоит участие' },
  ],
  manifesto: {
    title: 'Почему «против»',
    paragraphs: [
      'Искусственный интеллект не спрашивает, нужен ли он. Он уже в\u00a0банке, в\u00a0поликлинике, в\u00a0школе и\u00a0в\u00a0соцсетях. Мы предлагаем не спорить с\u00a0ним, а\u00a0проверить его силу: на задачах Карелии, на наших идеях, на нашем искусстве.',
      'Кампания идёт с\u00a0декабря по апрель. Каждое событие самостоятельно: можно прийти только на форум или только прислать идею. Но вместе они складываются в\u00a0путь\u00a0— от мысли до прототипа и\u00a0первого клиента.',
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
        text: 'Без отбора по профессии и\u00a0опыту: школьники, пенсионеры, программисты и\u00a0художники на равных.',
      },
      {
        badge: 'По-честному',
        title: 'Решает жюри, а\u00a0не алгоритм',
        text: 'Заявки читают люди. Состав жюри и\u00a0критерии опубликованы в\u00a0положениях.',
      },
      {
        badge: 'С\u00a0продолжением',
        title: 'Лучшие идеи получают поддержку',
        text: 'Финалисты попадают в\u00a0акселератор фонда и\u00a0могут претендовать на гранты.',
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
      answer: 'Венчурный фонд Республики Карелия при поддержке Министерства экономического развития республики и\u00a0вузов Петрозаводска.',
    },
    {
      question: 'Можно ли участвовать в\u00a0нескольких событиях?',
      answer:
        'Да, и\u00a0мы это приветствуем: авторы лучших идей конкурса получают путёвки на хакатон, а\u00a0финалисты хакатона\u00a0— слово на TED-конференции.',
    },
    { question: 'Участие платное?', answer: 'Нет. Все события кампании бесплатны для участников и\u00a0зрителей.' },
    {
      question: 'Что будет с\u00a0моими данными?',
      answer: 'Мы используем их только для связи по кампании и\u00a0храним по правилам политики обработки персональных данных фонда.',
    },
  ],
  contact: {
    title: 'Остались вопросы?',
    text: 'Напишите нам\u00a0— координатор кампании перезвонит в\u00a0течение рабочего дня.',
  },
} satisfies AiMainContent);
