// A tiny S3-compatible server on loopback for the storage tests: path-style PUT, GET and DELETE of
// objects in one bucket, kept in memory. It checks that requests are SigV4-signed with the expected
// access key (the signature itself is the AWS SDK's business, not ours).
import Fastify from 'fastify';

export interface FakeS3 {
  url: string;
  /** The config that points the main API at this fake. */
  env: Record<string, string>;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** When set, every request fails with 503 (storage down). */
  failing: boolean;
  close(): Promise<void>;
}

const BUCKET = 'fund-uploads';
const ACCESS_KEY_ID = 'FAKEACCESSKEY';

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startFakeS3(): Promise<FakeS3> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const state = { objects: new Map<string, { body: Buffer; contentType: string | undefined }>(), failing: false };

  app.addHook('onRequest', async (request, reply) => {
    if (state.failing) return reply.code(503).type('application/xml').send(s3Error('SlowDown', 'unavailable'));
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`)) {
      return reply.code(403).type('application/xml').send(s3Error('AccessDenied', 'not signed'));
    }
  });

  const keyOf = (params: { bucket: string; '*': string }) => (params.bucket === BUCKET ? params['*'] : null);

  app.put<{ Params: { bucket: string; '*': string } }>('/:bucket/*', async (request, reply) => {
    const key = keyOf(request.params);
    if (!key) return reply.code(404).type('application/xml').send(s3Error('NoSuchBucket', 'no bucket'));
    state.objects.set(key, { body: (request.body as Buffer | undefined) ?? Buffer.alloc(0), contentType: request.headers['content-type'] });
    return reply.header('etag', '"fake"').send('');
  });

  app.get<{ Params: { bucket: string; '*': string } }>('/:bucket/*', async (request, reply) => {
    const key = keyOf(request.params);
    const object = key ? state.objects.get(key) : undefined;
    if (!object) return reply.code(404).type('application/xml').send(s3Error('NoSuchKey', 'The specified key does not exist.'));
    return reply.type(object.contentType ?? 'application/octet-stream').send(object.body);
  });

  app.delete<{ Params: { bucket: string; '*': string } }>('/:bucket/*', async (request, reply) => {
    const key = keyOf(request.params);
    if (key) state.objects.delete(key);
    return reply.code(204).send();
  });

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'fake-secret-access-key',
    },
    get objects() {
      return state.objects;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => app.close(),
  };
}
