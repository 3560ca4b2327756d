// /api/auth/oauth/vkontakte (spec §7 "Social sign-in", DESIGN §4): VK ID's code flow with PKCE, ending
// at the site's `/auth/{redirectRoute}?access_token=JWT`. Without VK ID settings outside production the
// same start URL shows the local sign-in page instead, which ends the same way.
import fastifyFormbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { oauthStartQuerySchema } from '#shared/schemas/auth.ts';
import { personNameSchema } from '#shared/schemas/personal-data.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { devSignInPage, sendPage, signInErrorPage } from './sign-in-pages.ts';
import {
  checkedRedirectUrl,
  clearSignInState,
  readSignInState,
  saveSignInState,
  sameSecret,
  signInCookieFor,
  withAccessToken,
} from './sign-in-state.ts';
import { devLoginOf, findOrCreateDevUser, findOrCreateVkUser } from './user-queries.ts';
import { exchangeCode, fetchVkProfile, randomToken, vkAuthorizeUrl, VkIdError, vkIdSettings } from './vk-id.ts';

/** Per IP; a person signs in a few times a day, a script trying codes far more often. */
const SIGN_INS_PER_MINUTE = 20;
export const DEV_SIGN_IN_PATH = '/api/auth/oauth/vkontakte/local';

export const SIGN_IN_MESSAGES = {
  foreignRedirect: 'Адрес возврата должен вести на страницу /auth/ этого сайта',
  unavailable: 'Вход временно недоступен',
  stateMismatch: 'Сессия входа устарела или была начата в другом окне. Вернитесь на сайт и нажмите «Войти через Вконтакте» ещё раз.',
  vkRefused: 'Вход через VK ID отменён или не выполнен. Вернитесь на сайт и попробуйте ещё раз.',
  vkUnavailable: 'VK ID сейчас не отвечает. Попробуйте войти через несколько минут.',
  formExpired: 'Форма входа устарела. Вернитесь на сайт и откройте вход заново.',
  devNameTooLong: 'Имя слишком длинное: сократите его',
} as const;

// VK ID adds its own parameters (type, expires_in, ext_id): any string is read, nothing else checked here.
const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  device_id: z.string().optional(),
  error: z.string().optional(),
});

const devSignInBodySchema = z.object({
  name: z.string().optional(),
  formToken: z.string().optional(),
});

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyFormbody);
  const { config } = app;
  const vkId = vkIdSettings(config);
  const devSignIn = !vkId && config.DEPLOYMENT !== 'production';
  const cookie = signInCookieFor(config.PUBLIC_URL);
  const homeUrl = `${config.PUBLIC_URL}/`;
  const rateLimit = { max: SIGN_INS_PER_MINUTE, timeWindow: '1 minute' };

  const failure = (reply: FastifyReply, statusCode: number, message: string) =>
    sendPage(reply, statusCode, signInErrorPage(message, homeUrl));

  app.get(
    '/vkontakte',
    { schema: { querystring: oauthStartQuerySchema, response: errorResponseSchemas }, config: { rateLimit } },
    async (request, reply) => {
      const redirectUrl = checkedRedirectUrl(request.query.redirect_url, config.PUBLIC_URL);
      if (!redirectUrl) {
        return reply.code(400).send(apiError(400, SIGN_IN_MESSAGES.foreignRedirect, { redirect_url: SIGN_IN_MESSAGES.foreignRedirect }));
      }
      const state = randomToken();
      if (vkId) {
        const codeVerifier = randomToken(48);
        saveSignInState(reply, cookie, { state, codeVerifier, redirectUrl: redirectUrl.toString() });
        return reply.redirect(vkAuthorizeUrl(vkId, { state, codeVerifier }), 302);
      }
      if (!devSignIn) return reply.code(503).send(apiError(503, SIGN_IN_MESSAGES.unavailable));
      // The form token is the state: the POST must come from this page in this browser.
      saveSignInState(reply, cookie, { state, codeVerifier: '', redirectUrl: redirectUrl.toString() });
      return sendPage(reply, 200, devSignInPage({ action: DEV_SIGN_IN_PATH, formToken: state }));
    },
  );

  app.get(
    '/vkontakte/callback',
    { schema: { querystring: callbackQuerySchema, response: errorResponseSchemas }, config: { rateLimit } },
    async (request, reply) => {
      if (!vkId) return reply.code(404).send(apiError(404, 'Страница не найдена'));
      const saved = readSignInState(request, cookie);
      clearSignInState(reply, cookie);
      const { query } = request;
      if (!saved || !sameSecret(saved.state, query.state)) {
        request.log.info('VK ID callback without a matching sign-in state');
        return failure(reply, 400, SIGN_IN_MESSAGES.stateMismatch);
      }
      const redirectUrl = checkedRedirectUrl(saved.redirectUrl, config.PUBLIC_URL);
      if (query.error || !query.code || !query.device_id || !redirectUrl) {
        request.log.info({ vkError: query.error }, 'VK ID sign-in refused');
        return failure(reply, 400, SIGN_IN_MESSAGES.vkRefused);
      }
      let profile;
      try {
        const vkAccessToken = await exchangeCode(vkId, {
          code: query.code,
          deviceId: query.device_id,
          state: saved.state,
          codeVerifier: saved.codeVerifier,
        });
        profile = await fetchVkProfile(vkId, vkAccessToken);
      } catch (error) {
        if (!(error instanceof VkIdError)) throw error;
        request.log.warn({ err: error }, 'VK ID sign-in failed');
        return error.kind === 'refused'
          ? failure(reply, 400, SIGN_IN_MESSAGES.vkRefused)
          : failure(reply, 502, SIGN_IN_MESSAGES.vkUnavailable);
      }
      const user = await findOrCreateVkUser(app.db, profile);
      const token = await app.accessTokens.sign(user.id);
      return reply.redirect(withAccessToken(redirectUrl.toString(), token), 302);
    },
  );

  app.post(
    '/vkontakte/local',
    { schema: { body: devSignInBodySchema, response: errorResponseSchemas }, config: { rateLimit } },
    async (request, reply) => {
      if (!devSignIn) return reply.code(404).send(apiError(404, 'Страница не найдена'));
      const saved = readSignInState(request, cookie);
      const { formToken, name } = request.body;
      const redirectUrl = saved && checkedRedirectUrl(saved.redirectUrl, config.PUBLIC_URL);
      if (!saved || !redirectUrl || !sameSecret(saved.state, formToken)) {
        clearSignInState(reply, cookie);
        return failure(reply, 400, SIGN_IN_MESSAGES.formExpired);
      }
      const parsedName = personNameSchema.safeParse(name ?? '');
      const login = parsedName.success ? devLoginOf(parsedName.data) : null;
      if (!parsedName.success || login === null) {
        const error = parsedName.success ? SIGN_IN_MESSAGES.devNameTooLong : (parsedName.error.issues[0]?.message ?? 'Некорректное имя');
        return sendPage(reply, 400, devSignInPage({ action: DEV_SIGN_IN_PATH, formToken: saved.state, name, error }));
      }
      clearSignInState(reply, cookie);
      const user = await findOrCreateDevUser(app.db, login, parsedName.data);
      const token = await app.accessTokens.sign(user.id);
      return reply.redirect(withAccessToken(redirectUrl.toString(), token), 303);
    },
  );
};
