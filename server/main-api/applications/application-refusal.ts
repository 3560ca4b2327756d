// A request about an application that breaks a rule only the database can check (an unknown contest,
// someone else's file, a closed contest): thrown inside the transaction, so it rolls back, and
// answered with its status and Russian message.
import type { FastifyReply } from 'fastify';
import { apiError } from '#server/common/error-handler.ts';
import type { ApplicationStatus } from '#shared/application-limits.ts';
import { SESSION_EXPIRED_MESSAGE } from '../auth/authentication.ts';

export class ApplicationRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApplicationRefusal';
  }
}

/** Runs `work`; a refusal becomes its answer, anything else stays an error. */
export async function answeringRefusals<Result>(reply: FastifyReply, work: () => Promise<Result>): Promise<Result | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApplicationRefusal)) throw error;
    return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.fields));
  }
}

/**
 * The application just stored or edited, read back for the answer. Only a signed-in sender's can be
 * gone by then: their account was deleted right after the commit (with everything in it), which is
 * an ended session, not a server error.
 */
export function readBack<Application>(application: Application | null): Application {
  if (application === null) throw new ApplicationRefusal(401, SESSION_EXPIRED_MESSAGE);
  return application;
}

/** Application ids in paths: digits only; anything else names no application (404). */
export function applicationIdOf(param: string): number | null {
  return /^\d{1,9}$/.test(param) ? Number(param) : null;
}

export const APPLICATION_MESSAGES = {
  notFound: 'Заявка не найдена',
  idMismatch: 'Номер заявки не совпадает с адресом запроса',
  changedMeanwhile:
    'Заявку изменили в\u00a0другой вкладке или на\u00a0другом устройстве, пока эта форма была открыта. Чтобы ничего не\u00a0потерять, откройте заявку заново и\u00a0перенесите в\u00a0неё эти изменения.',
} as const;

/**
 * Why an application is no longer edited, by its status (QA: an old tab's save of a decided application
 * said it was merely taken up; the form, opened anew, says the same as this).
 */
const NOT_EDITABLE_MESSAGES: Record<Exclude<ApplicationStatus, 'new'>, string> = {
  in_review: 'Заявку можно изменить, только пока она не\u00a0взята на\u00a0рассмотрение',
  accepted: 'Заявку уже нельзя изменить: фонд рассмотрел её и\u00a0одобрил',
  rejected: 'Заявку уже нельзя изменить: фонд рассмотрел её, заявка отклонена',
};

/** An application the fund has taken up or decided is refused an edit with 409 and the reason. */
export function requireEditableStatus(status: ApplicationStatus): void {
  if (status !== 'new') throw new ApplicationRefusal(409, NOT_EDITABLE_MESSAGES[status]);
}

/**
 * An edit made from the version the sender saw, or refused with 409: from an older one it would undo
 * what was changed since and delete the files added since (QA: a second tab's save deleted them).
 * Without `seen` (a client that does not send it) the edit goes through, as before.
 */
export function requireSeenVersion(current: Date, seen: string | undefined): void {
  if (seen !== undefined && Date.parse(seen) !== current.getTime())
    throw new ApplicationRefusal(409, APPLICATION_MESSAGES.changedMeanwhile);
}
