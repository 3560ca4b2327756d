// One database layer over PostgreSQL: a real server through `pg` in production, embedded PGlite
// (PostgreSQL compiled to WebAssembly) for `npm start` and tests. Both speak the same SQL.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';

/** What a query, a migration or a transaction body can do with a connection. */
export interface Queryable {
  /** One statement with `$1, $2…` parameters. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(work: (tx: Queryable) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` of a PostgreSQL server; when set, `dataDir` is ignored. */
  databaseUrl?: string;
  /** PGlite data directory (e.g. `./data/pglite`); `memory://` or nothing keeps it in memory. */
  dataDir?: string;
  /** Told about errors of idle pooled connections (a restarted server), which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir);
}

function openPostgres(connectionString: string, onPoolError = reportPoolError): Database {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 10_000 });
  pool.on('error', onPoolError);

  return {
    query: (sql, params) => queryWith(pool, sql, params),
    exec: async (sql) => {
      // Without parameters `pg` uses the simple protocol, which accepts several statements.
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: (sql, params) => queryWith(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection whose rollback failed is in an unknown state: destroy it instead of reusing it.
        const rollbackError = await client.query('rollback').then(
          () => undefined,
          (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
        );
        client.release(rollbackError);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

async function queryWith<Row extends object>(
  connection: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly unknown[] = [],
): Promise<{ rows: Row[] }> {
  const result = await connection.query(sql, [...params]);
  return { rows: result.rows as Row[] };
}

function reportPoolError(error: Error): void {
  process.stderr.write(`PostgreSQL pool: an idle connection failed: ${error.message}\n`);
}

async function openPglite(dataDir = 'memory://'): Promise<Database> {
  // PGlite creates its own directory but not the ones above it (`./data` on a fresh checkout).
  if (!dataDir.includes('://')) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir);

  return {
    query: (sql, params) => pgliteQueryWith(pglite, sql, params),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    // PGlite is one connection: its `transaction` holds every other query until the work is done.
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: (sql, params) => pgliteQueryWith(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pglite.close(),
  };
}

async function pgliteQueryWith<Row extends object>(
  connection: PGlite | PgliteTransaction,
  sql: string,
  params: readonly unknown[] = [],
): Promise<{ rows: Row[] }> {
  const result = await connection.query<Row>(sql, [...params]);
  return { rows: result.rows };
}
