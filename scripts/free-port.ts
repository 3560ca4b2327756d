// A TCP port on loopback that nothing listens on right now (for a server the caller starts next).
//
// The port comes from below the system's ephemeral range (Linux 32768–60999, macOS and Windows 49152–65535),
// which the kernel hands out to every listen(0) and every outgoing connection. A port from inside it,
// once its server stops, can be taken by another test's connection before the server starts again on it
// (seen in the Caddy restart drill: EADDRINUSE on the instance's own port); one below it is taken only
// by a server that asks for it by number.
import { createServer } from 'node:net';

const LOWEST = 20_000;
const BELOW_EPHEMERAL = 32_768;

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const candidate = LOWEST + Math.floor(Math.random() * (BELOW_EPHEMERAL - LOWEST));
    if (await listensFreely(candidate)) return candidate;
  }
  throw new Error(`no free port between ${LOWEST} and ${BELOW_EPHEMERAL} after 100 tries`);
}

function listensFreely(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
