// The lead forms of the lead API (spec §4, §5, §7 "Second API host"): their endpoints, field rules and
// the spec's Russian messages, shared by the forms in the browser and the API. No zod here: the browser
// bundle imports this module; the schema built from these rules is `schemas/leads.ts`.
import { FORM_MESSAGES } from './form-messages.ts';

/** The endpoints of the second API host and the form each one serves. */
export const LEAD_FORMS = {
  IdeaContest: { path: '/api/IdeaContest/sendLead', title: 'Конкурс идей' },
  NeuroArt: { path: '/api/NeuroArt/sendLead', title: 'Выставка нейроарта' },
  Hackaton: { path: '/api/Hackaton/sendLead', title: 'Хакатон' },
  Forum: { path: '/api/Forum/sendLead', title: 'Форум для самозанятых' },
  Ted: { path: '/api/Ted/sendLead', title: 'TED-конференция' },
  /** Questions to the fund, the investor consultation request among them (DESIGN §5). */
  askQuestion: { path: '/api/Email/askQuestion', title: 'Вопрос фонду' },
  contactUs: { path: '/api/Email/contactUs', title: 'Связаться с нами' },
} as const;

export type LeadFormKind = keyof typeof LEAD_FORMS;
export const LEAD_FORM_KINDS = Object.keys(LEAD_FORMS) as LeadFormKind[];

/**
 * The request header with the captcha token (Yandex SmartCaptcha). `Smart-Token`, the name of the
 * widget's own hidden field, is accepted too.
 */
export const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';

/**
 * `landing` names the page or form that sent the lead: lowercase Latin letters, digits and hyphens,
 * as in a path segment. These are the ones the e-mail to the fund names in words; any other value of
 * that form is accepted and shown as it is.
 */
export const LEAD_LANDINGS: Readonly<Record<string, string>> = {
  'kareliya-protiv-ii': '«Карелия против ИИ», главная страница',
  'konkurs-idej': '«Карелия против ИИ», конкурс идей',
  'vystavka-nejroarta': '«Карелия против ИИ», выставка нейроарта',
  hakaton: '«Карелия против ИИ», хакатон',
  forum: '«Карелия против ИИ», форум для самозанятых',
  'ted-konferenciya': '«Карелия против ИИ», TED-конференция',
  'zayavka-na-konsultaciyu-dlya-investorov': 'Заявка на консультацию для инвесторов',
  'sajt-fonda': 'Сайт фонда, кнопка «Связаться с нами»',
};
export const LANDING_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LANDING_MAX_LENGTH = 100;

/** Latin or Cyrillic letters and whitespace (spec §5). */
export const FULL_NAME_PATTERN = /^[A-Za-zА-Яа-яЁё\s]+$/;
export const FULL_NAME_MAX_LENGTH = 200;

/** The filled mask `+7 (XXX) 000-00-00`: 18 characters (spec §5, §9). */
export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

export const QUESTION_MAX_LENGTH = 5000;

export const LEAD_MESSAGES = {
  ...FORM_MESSAGES,
  fullName: 'Некорректные ФИО',
  fullNameTooLong: `ФИО не должно быть длиннее ${FULL_NAME_MAX_LENGTH} символов`,
  questionTooLong: `Вопрос не должен быть длиннее ${QUESTION_MAX_LENGTH} символов`,
  landing: 'Некорректный идентификатор формы',
  body: 'Ожидается объект с полями формы',
} as const;

/** `+7 (921) 123-45-67` → `79211234567`: digits only, prefixed with 7 (spec §3, §9). */
export function phoneDigits(maskedPhone: string): string {
  return `7${maskedPhone.replace(/\D/g, '').slice(1)}`;
}
