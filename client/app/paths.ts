// Every internal URL of the site, built in one place (spec §2, DESIGN §6), so a link and the route it
// leads to cannot drift apart. Route patterns in router.tsx are the same paths with `:params`.
const segment = (value: string | number) => encodeURIComponent(String(value));
const paged = (base: string, page: number) => (page > 1 ? `${base}?page=${page}` : base);

export const AI_LANDING_BASE = '/kareliya-protiv-ii';

/** The landing's six sections in the spec's order (spec §2: Main=0, IdeaContest=1 … Forum=5): path segments. */
export const AI_PAGES = {
  main: '',
  ideaContest: 'konkurs-idej',
  neuroArt: 'vystavka-nejroarta',
  hackathon: 'hakaton',
  ted: 'ted-konferenciya',
  forum: 'forum',
} as const;
export type AiPage = keyof typeof AI_PAGES;

/** Where each landing form lands once sent (spec §2 "AI landing"): the contact form and the five events'. */
export const AI_THANK_YOU = {
  contactUs: 'zayavka-prinyata',
  ideaContest: 'ideya-prinyata',
  neuroArt: 'rabota-prinyata',
  hackathon: 'zayavka-na-uchastie-v-hakatone-prinyata',
  forum: 'zayavka-na-forum-prinyata',
  ted: 'zayavka-na-ted-prinyata',
} as const;
export type AiThankYou = keyof typeof AI_THANK_YOU;

/** The query by which home is asked to offer sign-in for a cabinet page (lib/sign-in-for.ts). */
export const SIGN_IN_FOR_PARAM = 'vhod';

export const paths = {
  home: () => '/',
  about: () => '/o-fonde',
  programs: () => '/programy',
  startups: () => '/startapam',
  news: (page = 1) => paged('/news', page),
  newsPost: (slug: string) => `/news/${segment(slug)}`,
  events: (page = 1) => paged('/events', page),
  event: (slug: string) => `/events/${segment(slug)}`,
  person: (slug: string) => `/person/${segment(slug)}`,
  singlePage: (slug: string) => `/p/${segment(slug)}`,
  termsOfUse: () => '/p/terms-of-use',
  personalData: () => '/p/processing-of-personal-data',
  supportProgram: () => '/p/support-program',
  contest: (slug: string) => `/contest/${segment(slug)}`,
  contestParticipants: (slug: string) => `/contest/${segment(slug)}/participants`,
  projectApplication: () => '/zayavka-na-rassmotrenie-investicionnogo-proekta',
  consultation: () => '/zayavka-na-konsultaciyu-dlya-investorov',
  thankYou: () => '/thank-you',
  cabinet: () => '/cabinet',
  cabinetApplications: () => '/cabinet/applications',
  contestApplication: (contestSlug: string, applicationId?: number) =>
    `/cabinet/zayavka-na-uchastie-v-konkurse/${segment(contestSlug)}${applicationId === undefined ? '' : `/${applicationId}`}`,
  projectApplicationEdit: (applicationId: number) => `/cabinet/zayavka-na-rassmotrenie-investicionnogo-proekta/${applicationId}`,
  cabinetThankYou: () => '/cabinet/thank-you',
  /** Home, asking a signed-out visitor to sign in for a cabinet page (lib/sign-in-for.ts). */
  signInFor: (page: string) => `/?${new URLSearchParams({ [SIGN_IN_FOR_PARAM]: page })}`,
  aiLanding: (page = '') => `${AI_LANDING_BASE}/${page}`,
  aiPage: (page: AiPage) => `${AI_LANDING_BASE}/${AI_PAGES[page]}`,
  aiThankYou: (form: AiThankYou) => `${AI_LANDING_BASE}/${AI_THANK_YOU[form]}`,
} as const;
