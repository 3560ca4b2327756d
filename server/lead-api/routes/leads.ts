// POST /api/{IdeaContest,NeuroArt,Hackaton,Forum,Ted}/sendLead, /api/Email/askQuestion and
// /api/Email/contactUs (spec §7 "Second API host"). In order: the per-IP rate limit shared by all seven;
// the body against the shared schema (so a body that fails never spends the single-use captcha token);
// the captcha; then the lead, its proof of consent and its e-mail are stored before the 201.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_TOKEN_HEADER, LEAD_FORM_KINDS, LEAD_FORMS } from '#shared/lead-forms.ts';
import { leadAcceptedSchema, leadHeadersSchema, leadRequestSchema } from '#shared/schemas/leads.ts';
import { consentProof } from '#server/common/consent.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { checkCaptcha } from '../captcha.ts';
import { storeLead } from '../leads/lead-store.ts';
import { clientAddress } from '#server/common/client-address.ts';
import { idempotencyOf, storedIdOf } from '#server/common/idempotency.ts';

const CAPTCHA_MISSING = 'Не получен результат проверки «Я не робот». Обновите страницу и отправьте форму ещё раз.';
const CAPTCHA_FAILED = 'Проверка «Я не робот» не пройдена. Обновите страницу и отправьте форму ещё раз.';

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget per address for all the lead forms together, not one per form.
  const rateLimit = app.rateLimit({ max: app.config.LEADS_PER_MINUTE, timeWindow: 60_000 });

  for (const form of LEAD_FORM_KINDS) {
    const { path, title } = LEAD_FORMS[form];
    app.post(
      path,
      {
        onRequest: rateLimit,
        schema: {
          summary: `Заявка: ${title}`,
          description:
            `Токен капчи Yandex SmartCaptcha передаётся в заголовке ${CAPTCHA_TOKEN_HEADER} (или Smart-Token). ` +
            'Ответ 201 означает, что заявка сохранена и письмо фонду поставлено в очередь.',
          headers: leadHeadersSchema,
          body: leadRequestSchema,
          response: { 201: leadAcceptedSchema, ...errorResponseSchemas },
        },
      },
      async (request, reply) => {
        // A repeat of a lead already stored (its first answer never reached the visitor) is answered
        // with it, before the captcha: its token may be spent, and nothing new is stored.
        const idempotency = idempotencyOf(request);
        const stored = idempotency && (await storedIdOf<string>(app.db, 'leads', idempotency));
        if (stored) {
          request.log.info({ leadId: stored, form }, 'lead repeated: answered with the stored one');
          return reply.code(201).send({ id: stored });
        }
        const captcha = await checkCaptcha(
          app.config,
          { token: request.headers['x-captcha-token'] ?? request.headers['smart-token'], ip: clientAddress(request) },
          request.log,
        );
        if (!captcha.accepted) {
          return captcha.reason === 'missing'
            ? reply.code(400).send(apiError(400, CAPTCHA_MISSING))
            : reply.code(403).send(apiError(403, CAPTCHA_FAILED));
        }

        const { fullName, phone, email, question, landing } = request.body;
        const id = await storeLead(
          app.db,
          {
            form,
            landing,
            fullName,
            phone,
            email,
            question,
            captchaStatus: captcha.status,
            consent: consentProof(request, `lead:${form}`, app.config.PRIVACY_POLICY_VERSION),
          },
          app.config.MAIL_TO,
          idempotency,
        );
        request.log.info({ leadId: id, form, captcha: captcha.status }, 'lead stored');
        return reply.code(201).send({ id });
      },
    );
  }
};
