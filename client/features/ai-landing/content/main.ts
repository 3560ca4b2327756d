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
    title: '«Карелия против ИИ»: пять событий об\u00a0искусственном интеллекте',
    description:
      'Конкурс идей, выставка нейроарта, хакатон, TED-конференция и\u00a0форум для\u00a0самозанятых: пять событий о\u00a0том, как Карелии жить рядом с\u00a0искусственным интеллектом.',
    image: '/og/ai-main.jpg',
  },
  hero: {
    kicker: 'Кампания Венчурного фонда Карелии · декабрь 2026\u00a0— апрель 2027',
    title: 'Карелия',
    accent: 'против\u00a0ИИ',
    lead: 'Пять событий о\u00a0том, как жить и\u00a0работать рядом с\u00a0искусственным интеллектом. Не\u00a0бояться и\u00a0не\u00a0молиться на\u00a0него\u00a0— а\u00a0решить самим, где он нужен республике.',
  },
  figures: [
    { value: '5', label: 'событий за\u00a0пять месяцев' },
    { value: '2,8 млн ₽', label: 'призов и\u00a0грантов' },
    { value: '1000+', label: 'участников по\u00a0всей Карелии' },
    { value: '0 ₽', label: 'стоит участие' },
  ],
  manifesto: {
    title: 'Почему «против»',
    paragraphs: [
      'Искусственный интеллект не\u00a0спрашивает, нужен ли он. Он уже в\u00a0банке, в\u00a0поликлинике, в\u00a0школе и\u00a0в\u00a0соцсетях. Мы предлагаем не\u00a0спорить с\u00a0ним, а\u00a0проверить его силу: на\u00a0задачах Карелии, на\u00a0наших идеях, на\u00a0нашем искусстве.',
      'Кампания идёт с\u00a0декабря по\u00a0апрель. Каждое событие самостоятельно: можно прийти только на\u00a0форум или только прислать идею. Но\u00a0вместе они складываются в\u00a0путь\u00a0— от\u00a0мысли до\u00a0прототипа и\u00a0первого клиента.',
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
        text: 'Без\u00a0отбора по\u00a0профессии и\u00a0опыту: школьники, пенсионеры, программисты и\u00a0художники на\u00a0равных.',
      },
      {
        badge: 'По-честному',
        title: 'Решает жюри, а\u00a0не\u00a0алгоритм',
        text: 'Заявки читают люди. Состав жюри и\u00a0критерии опубликованы в\u00a0положениях.',
      },
      {
        badge: 'С\u00a0продолжением',
        title: 'Лучшие идеи получают поддержку',
        text: 'Финалисты попадают в\u00a0акселератор фонда и\u00a0могут претендовать на\u00a0гранты.',
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
      answer:
        'Венчурный фонд Республики Карелия при\u00a0поддержке Министерства экономического развития республики и\u00a0вузов Петрозаводска.',
    },
    {
      question: 'Можно ли участвовать в\u00a0нескольких событиях?',
      answer:
        'Да, и\u00a0мы это приветствуем: авторы лучших идей конкурса получают путёвки на\u00a0хакатон, а\u00a0финалисты хакатона выступят на\u00a0TED-конференции вне отбора спикеров.',
    },
    { question: 'Участие платное?', answer: 'Нет. Все события кампании бесплатны для\u00a0участников и\u00a0зрителей.' },
    {
      question: 'Что будет с\u00a0моими данными?',
      answer:
        'Мы используем их только для\u00a0связи по\u00a0кампании и\u00a0храним по\u00a0правилам политики обработки персональных данных фонда.',
    },
  ],
  contact: {
    title: 'Остались вопросы?',
    text: 'Напишите нам\u00a0— координатор кампании перезвонит в\u00a0течение рабочего дня.',
  },
} satisfies AiMainContent);
