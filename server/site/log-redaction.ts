// The level of the proxy library's warnings in the site's log.
type LogCall = (...args: unknown[]) => void;

/**
 * A pino `logMethod` hook. @fastify/reply-from warns «response errored» for every proxied request that
 * fails, before the proxy's `onError` (server/site/api-proxy.ts) logs what it was: an API unreachable or
 * slow is an error there, a client that left mid-request (an upload abandoned: «aborted», then the
 * upstream's «socket hang up») is info. The library's line is kept at info as detail of either (QA: two
 * warnings for each abandoned upload).
 */
export function proxyWarningsAtInfo(this: { info: LogCall }, args: unknown[], method: LogCall, level: number): void {
  if (level === 40 && args[1] === 'response errored') {
    this.info(...args);
    return;
  }
  method.apply(this, args);
}
