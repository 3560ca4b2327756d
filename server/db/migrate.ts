// Applies the pending migrations of `migrations/index.ts` at start, all in one transaction.
import type { Database } from './database.ts';
import { migrations as allMigrations, type Migration } from './migrations/index.ts';

/**
 * Key of the transaction-level advisory lock that makes processes starting at the same time migrate
 * one after the other: the second waits, then finds nothing left to do.
 */
const MIGRATION_LOCK_KEY = 4_172_650_311;

/** Applies what is missing and returns the versions it applied (none when the schema is current). */
export async function migrate(db: Database, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  assertOrdered(migrations);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => row.version));

    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    }
    return pending.map((migration) => migration.version);
  });
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.version >= migration.version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) must come after ${previous.version}`);
    }
  });
}
