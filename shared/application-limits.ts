// Rules of the application forms and the profile (DESIGN §6) that the browser and the main API agree
// on. No zod here: the browser bundle imports this module; the schemas are in `schemas/applications.ts`.

export const PERSON_NAME_MAX_LENGTH = 150;
/** Letters, spaces, hyphens and apostrophes (Д’Артаньян, Мар’яна: QA), with at least one letter. */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\s'’ʼ-]+$/u;
export const EMAIL_MAX_LENGTH = 254;

export const PROJECT_NAME_MAX_LENGTH = 200;
export const PROJECT_SPHERE_MAX_LENGTH = 200;
export const ABOUT_PROJECT_MAX_LENGTH = 5000;
export const PROJECT_SHORT_DESCRIPTION_MAX_LENGTH = 500;
export const PROJECT_RELEVANCE_MAX_LENGTH = 5000;
export const CONTEST_PARTICIPANTS_MAX_LENGTH = 2000;
export const REGISTRATION_ADDRESS_MAX_LENGTH = 500;

/** Files one application may carry (DESIGN §6). */
export const MAX_ATTACHMENTS = 10;

/** The file types an upload may have, checked by content on the server (the form's `accept` too). */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'zip',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
] as const;
export const ALLOWED_FORMATS_TEXT = 'PDF, JPG, PNG, WEBP, GIF, ZIP, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, ODP';

/** Statuses of DESIGN §6, in the order an application goes through them. */
export const APPLICATION_STATUSES = ['new', 'in_review', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: 'Новая',
  in_review: 'На рассмотрении',
  accepted: 'Одобрена',
  rejected: 'Отклонена',
};

/** Statuses whose projects the public participants list of a contest shows (docs/decisions/007). */
export const PUBLIC_PARTICIPANT_STATUSES: readonly ApplicationStatus[] = ['in_review', 'accepted'];

export const PARTICIPANTS_DEFAULT_LIMIT = 50;
export const PARTICIPANTS_MAX_LIMIT = 100;
