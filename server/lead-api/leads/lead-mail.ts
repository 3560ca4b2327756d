// The e-mail to the fund about a new lead: a Russian subject naming the form, plain text and HTML.
// Everything the visitor typed is escaped in the HTML.
import { LEAD_FORMS, LEAD_LANDINGS, type LeadFormKind } from '#shared/lead-forms.ts';
import type { ConsentProof } from '#server/common/consent.ts';
import type { CaptchaStatus } from '../captcha.ts';

export interface LeadForMail {
  id: string;
  form: LeadFormKind;
  landing: string;
  fullName: string;
  /** As the visitor typed it: `+7 (921) 123-45-67`. */
  phone: string;
  email: string | null;
  question: string;
  captchaStatus: CaptchaStatus;
  consent: ConsentProof;
}

export interface LeadMail {
  subject: string;
  text: string;
  html: string;
}

const CAPTCHA_STATUS_TEXT: Record<CaptchaStatus, string> = {
  verified: 'пройдена',
  unverified: 'не проверена: сервис капчи был недоступен',
  disabled: 'отключена на этом сервере',
};

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** What the visitor's text answers, as each form asks it (QA: every lead's text was headed «Вопрос»). */
const TEXT_LABELS: Record<LeadFormKind, string> = {
  IdeaContest: 'Идея',
  NeuroArt: 'О работе и ссылка на файл',
  Hackaton: 'О себе и команде',
  Forum: 'Чем занимается и что хочет узнать',
  Ted: 'Что интересно; тема, если хочет выступить',
  askQuestion: 'Вопрос',
  contactUs: 'Вопрос',
};

/** The consultation request comes through the questions' endpoint (DESIGN §5); its mail says what it is. */
const CONSULTATION_LANDING = 'zayavka-na-konsultaciyu-dlya-investorov';

/** `2026-11-01` as the consent's own page writes its version: «от 01.11.2026». */
function policyVersionText(version: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  return date ? `от ${date[3]}.${date[2]}.${date[1]}` : version;
}

export function composeLeadMail(lead: LeadForMail): LeadMail {
  const consultation = lead.form === 'askQuestion' && lead.landing === CONSULTATION_LANDING;
  const formTitle = consultation ? 'Консультация для инвесторов' : LEAD_FORMS[lead.form].title;
  const textLabel = consultation ? 'Что хочет обсудить' : TEXT_LABELS[lead.form];
  // Staff read words: a known page by its name, another as it came (QA: «Связаться с нами (/api/Email/contactUs)»).
  const rows: [label: string, value: string][] = [
    ['Форма', formTitle],
    ['Страница', LEAD_LANDINGS[lead.landing] ?? lead.landing],
    ['ФИО', lead.fullName],
    ['Телефон', lead.phone],
    ...(lead.email ? [['Электронная почта', lead.email] as [string, string]] : []),
  ];
  const footer: [label: string, value: string][] = [
    ['Проверка «Я не робот»', CAPTCHA_STATUS_TEXT[lead.captchaStatus]],
    [
      'Согласие на обработку персональных данных',
      `дано ${moscowTime.format(lead.consent.givenAt)} (МСК), версия текста согласия ${policyVersionText(lead.consent.policyVersion)}`,
    ],
    ['Номер заявки', lead.id],
  ];

  const text = [
    'Новая заявка с сайта фонда.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${textLabel}:`,
    lead.question,
    '',
    ...footer.map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');

  const tableRows = (entries: [string, string][]) =>
    entries.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  const html = `<!doctype html>
<html lang="ru">
<body>
<p>Новая заявка с сайта фонда.</p>
<table cellpadding="4">
${tableRows(rows)}
</table>
<p><strong>${escapeHtml(textLabel)}:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(lead.question)}</p>
<table cellpadding="4">
${tableRows(footer)}
</table>
</body>
</html>
`;

  return { subject: `Заявка с сайта: ${formTitle} — ${lead.fullName}`, text, html };
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
