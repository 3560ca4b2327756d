// `npm start`: builds when needed, then runs the built server as its own node process, so signals
// (Ctrl+C, SIGTERM) reach it directly and it closes with grace. Without a NODE_ENV of the caller's it
// runs React's production build on the embedded defaults (DEPLOYMENT=local: no secrets demanded).
import { spawn } from 'node:child_process';
import { serverEntryOut } from '../esbuild.config.ts';
import { ensureBuilt } from './build-if-stale.ts';

await ensureBuilt();

const env = process.env.NODE_ENV ? process.env : { ...process.env, NODE_ENV: 'production', DEPLOYMENT: process.env.DEPLOYMENT ?? 'local' };
const server = spawn(process.execPath, ['--enable-source-maps', serverEntryOut], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
