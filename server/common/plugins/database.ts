// Makes the database opened at boot available to every route as `app.db`. The caller owns it and
// closes it: one database may serve both APIs in the same process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const database = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', options.db);
  },
  { name: 'database' },
);
