// The cabinet on the server (spec §6 route guard): without a session every cabinet page is a real
// redirect home before anything private renders; with one, it renders private and uncached. The
// browser learns who is signed in from /auth/session, never from public HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET } from '#server/config.ts';
import { createAccessTokens } from '#server/main-api/auth/access-token.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
let token: string;

beforeAll(async () => {
  stack = await startSiteStack();
  const { rows } = await stack.db.query<{ id: number }>(
    `insert into users (vk_id, name, email) values ($1, 'Вера Кабинетная', 'vera@example.org') returning id`,
    [String(Date.now() + 7)],
  );
  token = await createAccessTokens(DEV_JWT_SECRET, 3600).sign(rows[0]!.id);
});
afterAll(() => stack.close());

describe('the cabinet guard', () => {
  it('redirects a visitor without a session home, on every cabinet page, uncached', async () => {
    for (const url of ['/cabinet', '/cabinet/applications']) {
      for (const headers of [{}, { cookie: 'session=eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }]) {
        const response = await stack.site.inject({ url, headers });
        expect(response.statusCode, url).toBe(302);
        // Home, naming the page: home asks the visitor to sign in and offers to come back to it.
        expect(response.headers.location).toBe(`/?vhod=${encodeURIComponent(url)}`);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).not.toContain('Профиль');
      }
    }
  });

  it('renders the profile and the applications for the signed-in user, private and never cached', async () => {
    const profile = await stack.site.inject({ url: '/cabinet', headers: { cookie: `session=${token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.body).toContain('value="Вера Кабинетная"');
    expect(profile.body).toContain('vera@example.org');
    const applications = await stack.site.inject({ url: '/cabinet/applications', headers: { cookie: `session=${token}` } });
    expect(applications.statusCode).toBe(200);
    expect(applications.headers['cache-control']).toBe('private, no-store');
    expect(applications.body).toContain('Вы ещё не\u00a0подавали заявок на\u00a0конкурсы фонда.');
  });

  it('says why an application can no longer be changed, by its status', async () => {
    // QA: a decided application, opened by its address, said the experts had begun its review.
    const reasons = {
      in_review: 'Эксперты фонда уже рассматривают её.',
      accepted: 'Фонд уже рассмотрел её и\u00a0одобрил.',
      rejected: 'Фонд уже рассмотрел её: заявка отклонена.',
    };
    for (const [status, reason] of Object.entries(reasons)) {
      const { rows } = await stack.db.query<{ id: number }>(
        `insert into project_applications (user_id, name, phone_number, email, project_name, project_sphere, about_project, status,
           consent_form, consent_policy_version, consent_given_at, consent_ip, consent_user_agent)
         select id, name, '79211234567', 'vera@example.org', 'Карельский мёд', 'Пчеловодство', 'О проекте', $1,
           'project-application', '2026-11-01', now(), '127.0.0.1', 'test'
         from users where name = 'Вера Кабинетная' returning id`,
        [status],
      );
      const page = await stack.site.inject({
        url: `/cabinet/zayavka-na-rassmotrenie-investicionnogo-proekta/${rows[0]!.id}`,
        headers: { cookie: `session=${token}` },
      });
      expect(page.statusCode, status).toBe(200);
      expect(page.body, status).toContain('Эту заявку уже нельзя изменить');
      expect(page.body, status).toContain(reason);
      expect(page.body, status).not.toContain('Сохранить изменения');
    }
  });

  it('sends the profile form only once the scripts have taken over: a press before that is not a GET with the person’s data in the URL', async () => {
    const profile = await stack.site.inject({ url: '/cabinet', headers: { cookie: `session=${token}` } });
    const submits = profile.body.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatch(/\sdisabled=""/);
  });

  it('keeps the session out of public pages even when the visitor has one', async () => {
    const page = await stack.site.inject({ url: '/news', headers: { cookie: `session=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Вера Кабинетная');
    expect(page.body).not.toContain('vera@example.org');
  });
});

describe('/auth/session', () => {
  it('tells the browser who is signed in, and an anonymous visitor is a plain null', async () => {
    const anonymous = await stack.site.inject({ url: '/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');

    const signedIn = await stack.site.inject({ url: '/auth/session', headers: { cookie: `session=${token}` } });
    expect(signedIn.json()).toMatchObject({ user: { name: 'Вера Кабинетная', email: 'vera@example.org' } });
  });

  it('clears a cookie whose token the API refuses', async () => {
    const response = await stack.site.inject({ url: '/auth/session', headers: { cookie: 'session=eyJhbGciOiJIUzI1NiJ9.e30.c2ln' } });
    expect(response.json()).toEqual({ user: null });
    expect(response.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');
  });
});
