// The shape of the «Карелия против ИИ» landing's content: typed data, kept apart from the components
// that lay it out, so an editor changes a date or a prize in one place.
import type { AiPage } from '#client/app/paths.ts';

/** A recording in the video popup: an embeddable player address on a Russian video host. */
export interface AiVideo {
  title: string;
  /** The player's address, e.g. `https://rutube.ru/play/embed/…`; its origin must be in the page's CSP. */
  embedUrl: string;
  /** How long it runs, as people say it: «3 мин». */
  duration: string;
}

/** A rules document: a PDF the main API serves. */
export interface AiDocument {
  title: string;
  fileName: string;
}

export interface AiFact {
  label: string;
  value: string;
}

/** A step of a programme or of a contest's stages. */
export interface AiStep {
  when: string;
  title: string;
  text: string;
}

export interface AiCard {
  title: string;
  text: string;
  /** A short accent line above the title: a sum, a place, a track number. */
  badge?: string;
}

export interface AiPerson {
  name: string;
  role: string;
  /** One of the fund's team: their page on the main site (`/person/{slug}`). */
  personSlug?: string;
}

export interface AiQuestion {
  question: string;
  answer: string;
}

/** The event as schema.org sees it (JSON-LD `Event`). */
export interface AiEventFacts {
  name: string;
  /** ISO 8601 with the Moscow offset. */
  startDate: string;
  endDate: string;
  attendance: 'offline' | 'online' | 'mixed';
  place: { name: string; address: string };
}

export interface AiEventPageContent {
  page: Exclude<AiPage, 'main'>;
  /** The number of the section in the campaign, as the navbar and the cards show it (spec §2). */
  index: number;
  seo: { title: string; description: string; image: string };
  hero: { kicker: string; title: string; lead: string; cta: string };
  event: AiEventFacts;
  facts: AiFact[];
  about: { title: string; paragraphs: string[] };
  audience: { title: string; items: AiCard[] };
  programme: { title: string; note?: string; items: AiStep[] };
  /** Prizes, tracks, nominations; `figures`: the badges are sums or counts, shown large. */
  highlights?: { title: string; note?: string; figures?: boolean; items: AiCard[] };
  people?: { title: string; note?: string; items: AiPerson[] };
  video?: AiVideo;
  documents: AiDocument[];
  faq: AiQuestion[];
  /** `intro`: the words by the button of a form kept in a closed panel (the idea contest). */
  form: {
    title: string;
    text: string;
    submitLabel: string;
    questionLabel: string;
    intro?: string;
    /** Said beside the form before the section's `opensAt` (campaign.ts): what an early entry becomes. */
    early?: string;
  };
}
