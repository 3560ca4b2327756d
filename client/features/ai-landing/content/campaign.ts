// What the whole «Карелия против ИИ» campaign shares: its five sections in the spec's order (the navbar,
// the main page's cards and the footer read them), the rules documents and the recordings. Small on
// purpose: the layout, and so every landing page, loads it.
import { typesetDeep } from '#shared/typography.ts';
import type { AiPage } from '#client/app/paths.ts';
import type { AiDocument, AiVideo } from './types.ts';

export const CAMPAIGN_NAME = 'Карелия против ИИ';

export interface AiSection {
  page: Exclude<AiPage, 'main'>;
  /** Its number in the campaign (spec §2: IdeaContest=1, NeuroExhibition=2, Hackathon=3, TedConference=4, Forum=5). */
  index: number;
  /** The navbar's word for it. */
  navLabel: string;
  title: string;
  teaser: string;
  when: string;
  where: string;
  /** When it is over for a visitor: its last day (Moscow time) of applications or of the event itself. */
  openUntil: string;
  /** Where applications have a first day (the idea contest's): before it, the form says what an early one becomes. */
  opensAt?: string;
}

export const AI_SECTIONS: readonly AiSection[] = typesetDeep([
  {
    page: 'ideaContest',
    index: 1,
    navLabel: 'Конкурс идей',
    title: 'Конкурс идей',
    teaser:
      'Предложите, где ИИ поможет Карелии, а\u00a0где человеку важно остаться незаменимым. Десять лучших авторов едут на\u00a0хакатон.',
    when: '01.12.2026\u00a0— 31.01.2027',
    where: 'Онлайн, вся Карелия',
    openUntil: '2027-01-31T23:59:59+03:00',
    opensAt: '2026-12-01T00:00:00+03:00',
  },
  {
    page: 'neuroArt',
    index: 2,
    navLabel: 'Нейроарт',
    title: 'Выставка нейроарта',
    teaser:
      'Художники и\u00a0нейросети спорят о\u00a0северном пейзаже. Присылайте работы\u00a0— лучшие покажем в\u00a0Петрозаводске весь март.',
    when: '01.03.2027\u00a0— 31.03.2027',
    where: 'Петрозаводск, галерея «Северный свет»',
    openUntil: '2027-03-31T23:59:59+03:00',
  },
  {
    page: 'hackathon',
    index: 3,
    navLabel: 'Хакатон',
    title: 'Хакатон',
    teaser: '48 часов, пять задач от\u00a0предприятий и\u00a0ведомств республики, призовой фонд 1,5 млн ₽ и\u00a0менторы фонда рядом.',
    when: '12.03.2027\u00a0— 14.03.2027',
    where: 'Петрозаводск, технопарк «Онего»',
    openUntil: '2027-03-14T23:59:59+03:00',
  },
  {
    page: 'ted',
    index: 4,
    navLabel: 'TED-конференция',
    title: 'TED-конференция',
    teaser:
      'Двенадцать коротких выступлений о\u00a0том, как жить и\u00a0работать рядом с\u00a0алгоритмами. Без\u00a0докладов по\u00a0бумажке.',
    when: '10.04.2027',
    where: 'Петрозаводск, конгресс-холл «Онего»',
    openUntil: '2027-04-10T23:59:59+03:00',
  },
  {
    page: 'forum',
    index: 5,
    navLabel: 'Форум',
    title: 'Форум для\u00a0самозанятых',
    teaser:
      'Как фрилансеру, мастеру и\u00a0репетитору использовать ИИ в\u00a0работе и\u00a0не\u00a0потерять клиентов. Практикумы и\u00a0разбор кейсов.',
    when: '24.04.2027',
    where: 'Петрозаводск и\u00a0онлайн',
    openUntil: '2027-04-24T23:59:59+03:00',
  },
] satisfies AiSection[]);

export function sectionOf(page: AiSection['page']): AiSection {
  const section = AI_SECTIONS.find((item) => item.page === page);
  if (!section) throw new Error(`No landing section ${page}`);
  return section;
}

/** Before the section's first day of applications (`opensAt`): its form and thank-you page say what an early entry becomes. */
export function opensLater(section: AiSection, now: number): boolean {
  return section.opensAt !== undefined && now < Date.parse(section.opensAt);
}

/**
 * The event a thank-you page suggests next: the one it names while that is still ahead, else the soonest
 * other one still ahead; none once all the others are over (QA: the hackathon's page sent visitors to
 * the idea contest, closed a month before the hackathon took its last applications).
 */
export function eventToSuggest(named: AiSection['page'], justJoined: AiSection['page'] | undefined, now: number): AiSection | null {
  const ahead = AI_SECTIONS.filter((section) => section.page !== justJoined && Date.parse(section.openUntil) >= now);
  return (
    ahead.find((section) => section.page === named) ??
    [...ahead].sort((a, b) => Date.parse(a.openUntil) - Date.parse(b.openUntil))[0] ??
    null
  );
}

/** The main API serves the rules documents as PDFs. */
export const documentUrl = (document: AiDocument) => `/api/media/documents/${encodeURIComponent(document.fileName)}`;

export const AI_DOCUMENTS = typesetDeep({
  campaign: { title: 'Положение о\u00a0кампании «Карелия против ИИ»', fileName: 'polozhenie-kampanii-kareliya-protiv-ii.pdf' },
  ideaContest: { title: 'Правила конкурса идей', fileName: 'pravila-konkursa-idej.pdf' },
  neuroArt: { title: 'Условия участия в\u00a0выставке нейроарта', fileName: 'usloviya-vystavki-nejroarta.pdf' },
  hackathon: { title: 'Регламент хакатона', fileName: 'reglament-hakatona.pdf' },
  ted: { title: 'Правила отбора спикеров TED-конференции', fileName: 'pravila-otbora-spikerov-ted.pdf' },
  forum: { title: 'Программа и\u00a0условия участия в\u00a0форуме', fileName: 'usloviya-foruma-samozanyatyh.pdf' },
} satisfies Record<string, AiDocument>);

/** The recordings the landing plays. Every one lives on a host listed in VIDEO_ORIGINS. */
export const AI_VIDEOS = typesetDeep({
  promo: {
    // The length is shown beside it («2 мин»): the title does not say it again (QA).
    title: 'О\u00a0кампании «Карелия против ИИ»',
    embedUrl: 'https://rutube.ru/play/embed/6f1c0a5b9f0e4f3a8d2b7c4e1a9d3f60',
    duration: '2 мин',
  },
  hackathon: {
    title: 'Финал прошлого хакатона фонда: защита проектов',
    embedUrl: 'https://rutube.ru/play/embed/2b8e4d7c1f6a4e9b8c3d5a7f0e1b2c94',
    duration: '14 мин',
  },
  ted: {
    title: 'Лучшие выступления прошлой конференции',
    embedUrl: 'https://rutube.ru/play/embed/9a3d6c2e8b1f4a7d9e0c5b3a1f8d6e27',
    duration: '18 мин',
  },
} satisfies Record<string, AiVideo>);

/** Where the players come from: the only origins a landing page may frame (its CSP's frame-src). */
export const videoOrigins = (...videos: AiVideo[]): string[] => [...new Set(videos.map((video) => new URL(video.embedUrl).origin))];
