/**
 * Main-thread work of a page on first load (issue 4, issue 23 §5: Lighthouse mobile; TBT weighs most in its score),
 * from Chromium traces of the built site served with its API by our server (the catalogue in DATA_DIR that `npm start`
 * imported). Each load is traced in CPU time (`tdur`), which other processes on a busy machine do not inflate, and
 * scored as Lighthouse's simulated mobile run does: every task 4× slower, blocking time = each task's part over 50 ms;
 * Lighthouse's TBT counts the tasks after the first contentful paint, given beside the whole load's. In the same run:
 * the same page with JavaScript off (HTML and CSS alone, the floor JavaScript adds to) and, with BASELINE_SITE_DIR, the
 * same page of another build over the same catalogue (A/B: loads alternate, so machine load falls on both alike).
 *
 *   cd server && npx tsx ../tests/bench/main-thread.bench.ts
 *   cd server && PAGE=/products/divani npx tsx ../tests/bench/main-thread.bench.ts
 *   cd server && DATA_DIR=var/e2e SITE_DIR=var/e2e/public BASELINE_SITE_DIR=var/before PAGE=/ npx tsx ../tests/bench/main-thread.bench.ts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { firstCategoryPage } from './built-site';
import { stats } from './stats';

const ROOT = join(__dirname, '..', '..');
const LOADS = Number(process.env.LOADS ?? 7);
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

interface LoadFigures {
  cpuMs: number;
  blockingMs: number;
  blockingAfterPaintMs: number;
  layoutMs: number;
  longTasks: number;
}

/** The page's main thread: the one that parsed the page's HTML (the browser has other renderers). */
function mainThreadEvents(options: { events: TraceEvent[]; url: string }): TraceEvent[] {
  const parser = options.events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === options.url);
  if (!parser) throw new Error(`The trace has no parse of ${options.url}`);
  return options.events.filter((e) => e.pid === parser.pid && e.tid === parser.tid);
}

function figuresOf(events: TraceEvent[]): LoadFigures {
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.tdur !== undefined)
    .map((e) => ({ start: e.ts, ms: (e.tdur! / 1000) * CPU_SLOWDOWN }));
  const layouts = events.filter((e) => e.name === 'Layout' && e.tdur !== undefined);
  const blocking = (list: typeof tasks) => list.reduce((sum, task) => sum + Math.max(0, task.ms - BLOCKING_MS), 0);
  /* The paint's own task ends just after the paint: what blocks after it is in the tasks that start later. */
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
  return {
    cpuMs: tasks.reduce((sum, task) => sum + task.ms, 0) / CPU_SLOWDOWN,
    blockingMs: blocking(tasks),
    blockingAfterPaintMs: blocking(tasks.filter((task) => task.start > firstPaint)),
    layoutMs: layouts.reduce((sum, e) => sum + e.tdur! / 1000, 0),
    longTasks: tasks.filter((task) => task.ms > BLOCKING_MS).length,
  };
}

async function traceLoad(options: { browser: Browser; url: string; javaScript: boolean }): Promise<LoadFigures> {
  const context = await options.browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
    javaScriptEnabled: options.javaScript,
  });
  const page = await context.newPage();
  await options.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(options.url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await options.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return figuresOf(mainThreadEvents({ events: trace.traceEvents, url: options.url }));
}

interface Variant {
  name: string;
  url: string;
  javaScript: boolean;
  runs: LoadFigures[];
}

function printRow(variant: Variant): void {
  const median = (pick: (f: LoadFigures) => number) => stats(variant.runs.map(pick)).median.toFixed(0);
  console.log(
    `  ${variant.name.padEnd(38)} ${median((f) => f.cpuMs).padStart(6)} ${median((f) => f.blockingMs).padStart(11)} ${median(
      (f) => f.blockingAfterPaintMs,
    ).padStart(17)} ${median((f) => f.layoutMs).padStart(10)} ${median((f) => f.longTasks).padStart(11)}`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, ROOT);
  const baselineDir = process.env.BASELINE_SITE_DIR;
  const category = firstCategoryPage(config.SITE_DIR);
  const path = process.env.PAGE ?? (category === null ? null : `${category}/`);
  if (path === null || !existsSync(config.DATABASE_URL.replace(/^sqlite:/, ''))) {
    console.error(`No built site in ${config.SITE_DIR} or no catalogue at ${config.DATABASE_URL}: run \`npm start\` first.`);
    process.exitCode = 1;
    return;
  }
  const database = openDatabase(config.DATABASE_URL);
  const sites = [
    config.SITE_DIR,
    ...(baselineDir === undefined ? [] : [loadConfig({ ...process.env, SITE_DIR: baselineDir }, ROOT).SITE_DIR]),
  ];
  const apps = await Promise.all(
    sites.map((siteDir) => buildApp({ db: database.db, config: { ...config, SITE_DIR: siteDir }, serveSite: true, logger: false })),
  );
  const urls: string[] = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`);
  }
  const variants: Variant[] = [
    { name: 'the page (HTML, CSS, JavaScript)', url: urls[0]!, javaScript: true, runs: [] },
    ...(urls[1] === undefined ? [] : [{ name: 'baseline build: the same page', url: urls[1], javaScript: true, runs: [] }]),
    { name: 'floor: HTML and CSS, no JavaScript', url: urls[0]!, javaScript: false, runs: [] },
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const variant of variants) await traceLoad({ browser, url: variant.url, javaScript: variant.javaScript });
    for (let i = 0; i < LOADS; i++) {
      for (const variant of variants) variant.runs.push(await traceLoad({ browser, url: variant.url, javaScript: variant.javaScript }));
    }
    console.log(
      `\n## Main thread of ${path} on first load, mobile viewport: medians of ${LOADS} loads, alternating (CPU time; tasks ×${CPU_SLOWDOWN} as Lighthouse simulates)`,
    );
    if (baselineDir !== undefined) console.log(`  site ${config.SITE_DIR}, baseline ${sites[1]}`);
    console.log('  load                                   CPU ms  blocking ms  … after 1st paint  layout ms  long tasks');
    for (const variant of variants) printRow(variant);
  } finally {
    await browser.close();
    for (const app of apps) await app.close();
    await database.close();
  }
}

void main();
