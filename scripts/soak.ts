// RSS soak (issue 10): the production site, with its default settings (page cache on), under a page mix
// at 50 connections for N minutes while its process's resident memory is sampled. Passes when the RSS
// stays under 200 MB throughout and ends within 10 % of the reference sample (minute 2 of the default
// 10 minutes: 20 % into the run). One in five requests carries a unique query, so the page cache keeps
// missing, evicting and rendering anew, as it does when crawlers and campaign links arrive.
//
//   npm run soak                      10 minutes (the length)
//   npm run soak -- --seconds 30      the shortened run CI does (.ci/run)
//   npm run soak -- --node-flags=     without the site's heap cap (see SITE_NODE_FLAGS)
//
// The APIs run in another process (on PGlite, answered from memory by the bench's stub), so the RSS is
// the site's alone. Exit code 1 when a limit is broken; a JSON report with every sample in --out.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt } from './build-if-stale.ts';
import { buildBenchServers, pageMix, startHelper, startSite, targetsOf, type Child } from './bench/stack.ts';
import { freePort } from './free-port.ts';

/**
 * V8 sizes its heap for the machine (up to ~4 GB here) and collects lazily while memory is plentiful: an
 * uncapped site grew to ~340 MB RSS in a 30 s run with no leak behind it. Site instances run with this
 * cap in production (README, "Scaling out"), so the soak measures them that way.
 */
const SITE_NODE_FLAGS = '--max-old-space-size=96';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    'sample-seconds': { type: 'string', default: '5' },
    'max-rss-mb': { type: 'string', default: '200' },
    'max-drift': { type: 'string', default: '0.1' },
    ports: { type: 'string' },
    /** Node flags of the site process (`--node-flags=` for none): the heap cap README recommends. */
    'node-flags': { type: 'string', default: SITE_NODE_FLAGS },
    out: { type: 'string', default: 'bench-results' },
  },
});

const durationSeconds = args.seconds ? Number(args.seconds) : Number(args.minutes) * 60;
const connections = Number(args.connections);
const sampleSeconds = Number(args['sample-seconds']);
const maxRssMb = Number(args['max-rss-mb']);
const maxDrift = Number(args['max-drift']);
/** Minute 2 of 10: the process has warmed its JIT, caches and pools by then. */
const referenceAtSeconds = durationSeconds * 0.2;

async function rssMbOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // Not Linux: ask ps.
  }
  const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) / 1024;
}

interface Sample {
  atSeconds: number;
  rssMb: number;
}

await ensureBuilt();
await buildBenchServers();
const base = args.ports ? Number(args.ports) : undefined;
const port = async (offset: number) => (base === undefined ? freePort() : base + offset);
const started: Child[] = [];
const samples: Sample[] = [];
let result: autocannon.Result | undefined;
try {
  const [apiSitePort, mainApiPort, leadApiPort] = [await port(0), await port(1), await port(2)];
  started.push(await startSite('the APIs', apiSitePort, { MAIN_API_PORT: String(mainApiPort), LEAD_API_PORT: String(leadApiPort) }));
  const memo = await startHelper('the API stub', ['memo', String(await port(3)), `http://127.0.0.1:${mainApiPort}`]);
  started.push(memo);
  const sitePort = await port(4);
  const site = await startSite(
    'the site',
    sitePort,
    {
      MAIN_API_URL: memo.url,
      LEAD_API_URL: `http://127.0.0.1:${leadApiPort}`,
      PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
    },
    args['node-flags'].split(' ').filter(Boolean),
  );
  started.push(site);
  const mix = pageMix(await targetsOf(memo.url));
  let unique = 0;
  const requests = [
    ...mix.map((requestPath) => ({ method: 'GET' as const, path: requestPath })),
    ...Array.from({ length: Math.ceil(mix.length / 4) }, () => ({
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({ ...request, path: `/news?utm_source=soak-${(unique += 1)}` }),
    })),
  ];

  console.log(
    `Soak: ${site.url} (node ${args['node-flags'] || 'without flags'}), ${connections} connections, ${durationSeconds} s, RSS sampled every ${sampleSeconds} s`,
  );
  const startedAt = Date.now();
  const sampler = setInterval(() => {
    void rssMbOf(site.pid).then((rssMb) => {
      const atSeconds = Math.round((Date.now() - startedAt) / 1000);
      samples.push({ atSeconds, rssMb });
      if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${atSeconds}/${durationSeconds} s: RSS ${rssMb.toFixed(1)} MB`);
      else if (atSeconds % 60 < sampleSeconds) console.log(`${atSeconds} s: RSS ${rssMb.toFixed(1)} MB`);
    });
  }, sampleSeconds * 1000);
  samples.push({ atSeconds: 0, rssMb: await rssMbOf(site.pid) });
  result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: site.url,
        connections,
        duration: durationSeconds,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
        requests,
      },
      (error, value) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(value)),
    );
  });
  clearInterval(sampler);
  samples.push({ atSeconds: Math.round((Date.now() - startedAt) / 1000), rssMb: await rssMbOf(site.pid) });
  if (process.stderr.isTTY) process.stderr.write('\n');
} finally {
  for (const child of started.reverse()) await child.stop();
}

const reference = samples.reduce((best, sample) =>
  Math.abs(sample.atSeconds - referenceAtSeconds) < Math.abs(best.atSeconds - referenceAtSeconds) ? sample : best,
);
const end = samples.at(-1)!;
const peak = Math.max(...samples.map((sample) => sample.rssMb));
const drift = (end.rssMb - reference.rssMb) / reference.rssMb;
const failures = [
  ...(peak >= maxRssMb ? [`RSS peaked at ${peak.toFixed(1)} MB (limit ${maxRssMb} MB)`] : []),
  ...(Math.abs(drift) > maxDrift
    ? [
        `RSS at the end ${end.rssMb.toFixed(1)} MB is ${(drift * 100).toFixed(1)} % off the ${reference.rssMb.toFixed(1)} MB at ${reference.atSeconds} s (limit ${maxDrift * 100} %)`,
      ]
    : []),
  ...(result && result.errors + result.timeouts > 0 ? [`${result.errors + result.timeouts} requests failed`] : []),
  ...(result && result.non2xx > 0 ? [`${result.non2xx} answers were not 2xx`] : []),
];
const summary = {
  nodeFlags: args['node-flags'],
  durationSeconds,
  connections,
  requests: result?.requests.total ?? 0,
  requestsPerSecond: Math.round(result?.requests.average ?? 0),
  latencyP99Ms: result?.latency.p99 ?? null,
  statusCodes: Object.fromEntries(Object.entries(result?.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  peakRssMb: Number(peak.toFixed(1)),
  referenceRssMb: Number(reference.rssMb.toFixed(1)),
  referenceAtSeconds: reference.atSeconds,
  endRssMb: Number(end.rssMb.toFixed(1)),
  driftPercent: Number((drift * 100).toFixed(1)),
  failures,
};
await mkdir(path.resolve(args.out), { recursive: true });
const reportFile = path.resolve(args.out, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(reportFile, `${JSON.stringify({ ...summary, samples }, null, 2)}\n`);
console.log(JSON.stringify(summary, null, 2));
console.log(`Samples: ${reportFile}`);
if (failures.length > 0) {
  console.error(`Soak failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Soak passed.');
