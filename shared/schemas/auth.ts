// Sign-in and the signed-in user (spec §3 "User", §7 `/api/auth/*`, DESIGN §4).
import * as z from 'zod/mini';
import { emailSchema, FORM_BODY_MESSAGE, optional, personNameSchema, phoneNumberSchema } from './personal-data.ts';

/** `GET /api/auth/user`: the profile; phone and e-mail are null until the person gives them. */
export const authUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Digits, `7` and ten more (spec §3). */
  phoneNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The version of the profile: a save sends back the one its form was opened with. */
  updatedAt: z.iso.datetime(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `POST /api/auth/user`: the name is required; an empty phone or e-mail removes it. */
export const updateAuthUserSchema = z.object(
  {
    name: personNameSchema,
    phoneNumber: optional(phoneNumberSchema),
    email: optional(emailSchema),
    /**
     * The `updatedAt` the form was opened with: a save over a profile saved since (in another tab, on
     * another device) is refused with 409. Without it the save goes through, as the spec's client sends it.
     */
    updatedAt: z.optional(z.iso.datetime({ error: 'Некорректная версия профиля' })),
  },
  { error: FORM_BODY_MESSAGE },
);
export type UpdateAuthUser = z.input<typeof updateAuthUserSchema>;

export const PROFILE_CHANGED_MESSAGE = 'Профиль изменили в\u00a0другой вкладке или на\u00a0другом устройстве, пока эта форма была открыта.';

export const DELETE_ACCOUNT_CONFIRMATION_MESSAGE = 'Подтвердите удаление аккаунта';

/**
 * `POST /api/auth/delete-account` (multipart as in spec §7, or JSON): `confirm` must be true, so the
 * account goes only after the explicit confirmation of DESIGN §6, never by a stray request.
 */
export const deleteAccountSchema = z.object(
  { confirm: z.union([z.literal(true), z.literal('true')], { error: DELETE_ACCOUNT_CONFIRMATION_MESSAGE }) },
  { error: DELETE_ACCOUNT_CONFIRMATION_MESSAGE },
);

/**
 * `GET /api/auth/oauth/vkontakte`: `redirect_url` is the site's `/auth/{redirectRoute}`, which receives
 * `?access_token=`; `return_jwt=1` is the only mode there is.
 */
export const oauthStartQuerySchema = z.object({
  return_jwt: z.optional(z.literal('1', { error: 'Поддерживается только return_jwt=1' })),
  redirect_url: z
    .string({ error: 'Укажите адрес возврата redirect_url' })
    .check(
      z.minLength(1, { error: 'Укажите адрес возврата redirect_url' }),
      z.maxLength(4096, { error: 'Слишком длинный адрес возврата' }),
    ),
});
export type OauthStartQuery = z.infer<typeof oauthStartQuerySchema>;
