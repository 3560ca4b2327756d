// Databases for API tests: in-memory PGlite always, and a real PostgreSQL too when TEST_DATABASE_URL
// is set. Each PostgreSQL run gets a schema of its own, dropped afterwards, so runs never meet.
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { seed } from '#server/db/seed/index.ts';

export interface TestDatabase {
  db: Database;
  /** Another connection to the same database, as a second process would have (PostgreSQL only). */
  openSecondConnection: (() => Promise<Database>) | null;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<TestDatabase>;
}

const pglite: TestBackend = {
  name: 'PGlite',
  async open() {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, openSecondConnection: null, dispose: () => db.close() };
  },
};

function postgres(databaseUrl: string): TestBackend {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const admin = await openDatabase({ databaseUrl });
      await admin.exec(`create schema ${schema}`);
      const schemaUrl = withSearchPath(databaseUrl, schema);
      const connections: Database[] = [];
      const connect = async () => {
        const connection = await openDatabase({ databaseUrl: schemaUrl });
        connections.push(connection);
        return connection;
      };
      return {
        db: await connect(),
        openSecondConnection: connect,
        async dispose() {
          await Promise.all(connections.map((connection) => connection.close()));
          await admin.exec(`drop schema ${schema} cascade`);
          await admin.close();
        },
      };
    },
  };
}

/** libpq's `options` parameter, understood by `pg`: every connection of the pool uses the schema. */
function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** For `describe.each(testBackends)('… on $name', …)`. */
export const testBackends: TestBackend[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];

/** A database with the schema and the demo content, as `npm start` makes it. */
export async function openSeededDatabase(backend: TestBackend): Promise<TestDatabase> {
  const testDatabase = await backend.open();
  await migrate(testDatabase.db);
  await seed(testDatabase.db);
  return testDatabase;
}
