// What the browser's API client makes of answers that are not our APIs' (QA: a broken upstream's 200 of
// garbage, or of another shape, was taken for a stored application, «Спасибо, заявка отправлена»).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createBrowserApiClient, failureMessage } from './api-client.ts';
import { storedOrFailure } from './create-send.ts';

const answer = (status: number, body: string, contentType = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } })),
  );

afterEach(() => vi.unstubAllGlobals());

const failureOf = (sent: Promise<unknown>): Promise<ApiRequestError> =>
  sent.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (caught: unknown) => caught as ApiRequestError,
  );

describe('the browser API client', () => {
  it('refuses a 2xx that is not JSON, as the service failing', async () => {
    answer(200, '<html><body>Bad Gateway</body></html>', 'text/html');
    const error = await createBrowserApiClient()
      .post('/api/Hackaton/sendLead', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect(failureMessage(error)).toBe(
      'Сервис временно недоступен. Попробуйте ещё раз через минуту\u00a0— всё введённое осталось в\u00a0форме.',
    );
  });

  it('takes JSON and a 204 as they are', async () => {
    answer(201, '{"id":"7c9e6679-7425-40de-944b-e07fc1f90ae7"}');
    await expect(createBrowserApiClient().post('/api/Hackaton/sendLead', {})).resolves.toEqual({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    answer(204, '');
    await expect(createBrowserApiClient().post('/auth/logout', undefined)).resolves.toBeNull();
  });

  it('keeps an error’s own message, and gives none for a page in its place', async () => {
    answer(400, '{"statusCode":400,"message":"Некорректные ФИО"}');
    const refused = await failureOf(createBrowserApiClient().post('/api/Hackaton/sendLead', {}));
    expect(refused.apiMessage).toBe('Некорректные ФИО');
    answer(502, '<html>Bad Gateway</html>', 'text/html');
    const failed = await failureOf(createBrowserApiClient().post('/api/Hackaton/sendLead', {}));
    expect([failed.status, failed.body]).toEqual([502, null]);
  });

  it('takes a create’s answer only when it names what was stored', () => {
    expect(storedOrFailure({ id: 12, projectName: 'Теплица' }, '/api/project-applications')).toEqual({ id: 12, projectName: 'Теплица' });
    expect(() => storedOrFailure({ items: 'nope' }, '/api/project-applications')).toThrow(ApiRequestError);
    expect(() => storedOrFailure(null, '/api/project-applications')).toThrow(ApiRequestError);
  });
});
