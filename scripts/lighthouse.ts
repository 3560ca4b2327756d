// `npm run lighthouse`: Lighthouse's performance audit (its default mobile emulation and simulated
// throttling) on the pages issue 10 names — home, /news, an article, an event and the AI landing — a few
// runs each, the median reported with the score, Total Blocking Time, CLS and LCP.
//
//   npm run lighthouse                                   the local production build, started on the embedded APIs
//   npm run lighthouse -- --url https://venture.example  a running site (the article and event found through its /api)
//
// Lighthouse runs through npx at a pinned version, fetched on first use rather than installed with the
// project: about 200 packages and 185 MB that no test needs. It drives the system Chromium (CHROMIUM_PATH or
// /usr/bin/chromium). Simulated throttling multiplies the main-thread time it observes, so a busy machine
// reads slower than it is: compare runs made on the same, otherwise idle, machine.
//
// The CPU slowdown is calibrated for the machine by default (--cpu-slowdown auto): three Lighthouse runs
// of home measure its benchmark index, and Lighthouse's calculator turns the median into the multiplier
// that emulates its target phone on this host (scripts/lighthouse-calibration.ts). The 4× Lighthouse
// uses by default is right for an index of about 1533; on these shared machines the index has read
// 1027–2278 within two hours (README › Lighthouse). `--cpu-slowdown 4` runs with Lighthouse's default.
//
// `--throttling devtools` applies the slowdown to the browser while it loads the page (Lighthouse's
// "applied" throttling, with its throttled network) instead of simulating it from an unthrottled load.
// Simulation, Lighthouse's default and PageSpeed Insights' method, multiplies every main-thread task of
// the recorded load, the trace recording's own cost included; the applied run shows what the page does on
// the slowed CPU. The issue's target is read from the simulated report; the applied one is a cross-check.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AI_LANDING_BASE } from '#client/app/paths.ts';
import { ensureBuilt } from './build-if-stale.ts';
import { cpuSlowdownFor, LIGHTHOUSE_DEFAULT_HOST_INDEX, LIGHTHOUSE_DEFAULT_SLOWDOWN } from './lighthouse-calibration.ts';
import { median, startSite, targetsOf, type Child } from './bench/stack.ts';
import { freePort } from './free-port.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: 'auto' },
    throttling: { type: 'string', default: 'simulate' },
    out: { type: 'string', default: 'bench-results' },
    name: { type: 'string', default: 'lighthouse' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    `npm run lighthouse -- [--url URL] [--runs N (3)] [--cpu-slowdown auto|N (auto)] [--throttling simulate|devtools (simulate)] [--out DIR (bench-results)] [--name NAME (lighthouse)]`,
  );
  process.exit(0);
}

type ThrottlingMethod = 'simulate' | 'devtools';
if (args.throttling !== 'simulate' && args.throttling !== 'devtools') {
  console.error(`--throttling: "simulate" or "devtools", not "${args.throttling}"`);
  process.exit(2);
}
const throttlingMethod: ThrottlingMethod = args.throttling;

interface LighthouseRun {
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  /** Lighthouse's measure of the host's CPU, taken at the start of the run. */
  benchmarkIndex: number;
}

interface LighthouseRow extends Omit<LighthouseRun, 'benchmarkIndex'> {
  page: string;
  path: string;
  runs: LighthouseRun[];
}

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function audit(url: string, cpuSlowdown: number, method: ThrottlingMethod): Promise<LighthouseRun> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const argv = [
    '-y',
    LIGHTHOUSE,
    url,
    `--chrome-path=${chromium}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    '--only-categories=performance',
    `--throttling-method=${method}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url}: exit ${code}\n${Buffer.concat(err).toString().slice(-2000)}`));
      const report = JSON.parse(Buffer.concat(out).toString('utf8')) as LighthouseJson;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        lcpMs: Math.round(value('largest-contentful-paint')),
        benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      });
    });
  });
}

/**
 * Lighthouse sometimes fails to record a trace of a load that went fine ("Something went wrong with
 * recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)", seen on this
 * machine under load): such a run is repeated, up to twice, and the report counts only complete runs.
 */
async function auditAgainOnTraceFailure(url: string, cpuSlowdown: number, method: ThrottlingMethod, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cpuSlowdown, method);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts || !message.includes('run Lighthouse again')) throw error;
      process.stdout.write(`\n${url}: Lighthouse could not record the trace, running again (${attempt}/${attempts - 1})\n`);
    }
  }
}

interface Throttling {
  method: ThrottlingMethod;
  cpuSlowdown: number;
  /** The benchmark indexes of the calibration runs and their median; absent with a fixed --cpu-slowdown. */
  calibration?: { benchmarkIndexes: number[]; median: number };
}

function throttlingText({ cpuSlowdown, calibration }: Throttling): string {
  if (!calibration) return `CPU slowdown ${cpuSlowdown}× (set by --cpu-slowdown; Lighthouse's default is ${LIGHTHOUSE_DEFAULT_SLOWDOWN}×)`;
  return (
    `CPU slowdown ${cpuSlowdown}×, calibrated for this machine: benchmark index ${calibration.median} ` +
    `(median of ${calibration.benchmarkIndexes.join(', ')}), where Lighthouse's default ${LIGHTHOUSE_DEFAULT_SLOWDOWN}× ` +
    `is meant for an index of about ${LIGHTHOUSE_DEFAULT_HOST_INDEX} (scripts/lighthouse-calibration.ts)`
  );
}

function lighthouseMarkdown(rows: LighthouseRow[], context: string, throttling: Throttling): string {
  const lines = [
    '# Lighthouse report',
    '',
    'Made by `npm run lighthouse` (scripts/lighthouse.ts).',
    '',
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile emulation, ${throttling.method === 'simulate' ? 'simulated throttling' : 'applied (DevTools) throttling of the CPU and network'}), median of ${rows[0]?.runs.length ?? 0} runs; ${context}.`,
    '',
    `${throttlingText(throttling)}.`,
    '',
    '| page | score (target 100) | TBT (target ≤ 100 ms) | CLS (target 0) | LCP | scores of the runs | benchmark index of the runs |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} \`${row.path}\` | **${row.score}** | ${row.tbtMs} ms | ${row.cls} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.runs.map((run) => run.score).join(', ')} | ${row.runs.map((run) => run.benchmarkIndex).join(', ')} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The CPU slowdown of every audit: the one asked for, or calibrated from three runs of `url`. */
async function throttlingFor(url: string): Promise<Throttling> {
  if (args['cpu-slowdown'] !== 'auto') {
    const cpuSlowdown = Number(args['cpu-slowdown']);
    if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown: "auto" or a number of at least 1, not "${args['cpu-slowdown']}"`);
    return { method: throttlingMethod, cpuSlowdown };
  }
  const benchmarkIndexes: number[] = [];
  for (let run = 1; run <= 3; run++) {
    process.stdout.write(`\rcalibrating the CPU slowdown: run ${run}/3…   `);
    // The index is measured before the page loads, the same whichever throttling follows.
    benchmarkIndexes.push((await auditAgainOnTraceFailure(url, LIGHTHOUSE_DEFAULT_SLOWDOWN, 'simulate')).benchmarkIndex);
  }
  const medianIndex = median(benchmarkIndexes);
  const cpuSlowdown = cpuSlowdownFor(medianIndex);
  if (cpuSlowdown === null) throw new Error(`This machine is too slow to emulate Lighthouse's phone (benchmark index ${medianIndex})`);
  process.stdout.write('\n');
  return { method: throttlingMethod, cpuSlowdown, calibration: { benchmarkIndexes, median: medianIndex } };
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(args.runs));
  let site: Child | undefined;
  try {
    let baseUrl = args.url;
    let apiUrl = args.url;
    if (!baseUrl) {
      await ensureBuilt();
      const [sitePort, mainApiPort, leadApiPort] = [await freePort(), await freePort(), await freePort()];
      site = await startSite('the site', sitePort, {
        MAIN_API_PORT: String(mainApiPort),
        LEAD_API_PORT: String(leadApiPort),
        PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      });
      baseUrl = site.url;
      apiUrl = `http://127.0.0.1:${mainApiPort}`;
    }
    const targets = await targetsOf(apiUrl!);
    const pages: [string, string][] = [
      ['home', targets.home],
      ['news', targets.news],
      ['an article', targets.article],
      ['an event', targets.event],
      ['the AI landing', `${AI_LANDING_BASE}/`],
    ];
    const throttling = await throttlingFor(new URL(targets.home, baseUrl).href);
    const rows: LighthouseRow[] = [];
    for (const [page, pagePath] of pages) {
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`\r${page}: run ${run}/${runs}…   `);
        results.push(await auditAgainOnTraceFailure(new URL(pagePath, baseUrl).href, throttling.cpuSlowdown, throttling.method));
      }
      rows.push({
        page,
        path: pagePath,
        runs: results,
        score: median(results.map((r) => r.score)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        lcpMs: median(results.map((r) => r.lcpMs)),
      });
    }
    process.stdout.write('\n');
    const load = os.loadavg().map((value) => value.toFixed(2));
    const context = `${args.url ? args.url : 'the local production build'}, ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${load.join(' ')}`;
    const markdown = lighthouseMarkdown(rows, context, throttling);
    const outDir = path.resolve(args.out);
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, `${args.name}.json`), `${JSON.stringify({ context, throttling, rows }, null, 2)}\n`);
    await writeFile(path.join(outDir, `${args.name}.md`), markdown);
    console.log(markdown);
    console.log(`Report: ${path.join(outDir, `${args.name}.md`)} and .json`);
  } finally {
    await site?.stop();
  }
}

await main();
