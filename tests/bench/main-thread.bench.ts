/**
 * Main-thread work of a category page on first load (issue 4: Lighthouse mobile; TBT weighs most in its score),
 * from Chromium traces of the built site served with its API by our server (the catalogue in var/ that `npm start`
 * imported). Each load is traced in CPU time (`tdur`), which other processes on a busy machine do not inflate, and
 * scored as Lighthouse's simulated mobile run does: every task 4× slower, blocking time = each task's part over 50 ms.
 * Beside it, in the same run: the same page with JavaScript off (HTML and CSS alone, the floor JavaScript adds to).
 *
 *   cd server && npx tsx ../tests/bench/main-thread.bench.ts
 *   cd server && PAGE=/products/divani npx tsx ../tests/bench/main-thread.bench.ts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { firstCategoryPage, PUBLIC } from './built-site';
import { stats } from './stats';

const ROOT = join(__dirname, '..', '..');
const LOADS = 7;
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

interface LoadFigures {
  cpuMs: number;
  blockingMs: number;
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
  const tasks = events.filter((e) => e.name === 'RunTask' && e.tdur !== undefined).map((e) => (e.tdur! / 1000) * CPU_SLOWDOWN);
  const layouts = events.filter((e) => e.name === 'Layout' && e.tdur !== undefined);
  return {
    cpuMs: tasks.reduce((sum, ms) => sum + ms, 0) / CPU_SLOWDOWN,
    blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_MS), 0),
    layoutMs: layouts.reduce((sum, e) => sum + e.tdur! / 1000, 0),
    longTasks: tasks.filter((ms) => ms > BLOCKING_MS).length,
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

async function main(): Promise<void> {
  const category = firstCategoryPage();
  const path = process.env.PAGE ?? (category === null ? null : `${category}/`);
  const config = loadConfig({ LOG_LEVEL: 'silent', SITE_DIR: PUBLIC }, ROOT);
  if (path === null || !existsSync(config.DATABASE_URL.replace(/^sqlite:/, ''))) {
    console.error(`No built site in ${PUBLIC} or no catalogue at ${config.DATABASE_URL}: run \`npm start\` first.`);
    process.exitCode = 1;
    return;
  }
  const database = openDatabase(config.DATABASE_URL);
  const app = await buildApp({ db: database.db, config, serveSite: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const runs: Record<'page' | 'floor', LoadFigures[]> = { page: [], floor: [] };
    await traceLoad({ browser, url, javaScript: true });
    for (let i = 0; i < LOADS; i++) {
      runs.page.push(await traceLoad({ browser, url, javaScript: true }));
      runs.floor.push(await traceLoad({ browser, url, javaScript: false }));
    }
    console.log(
      `\n## Main thread of ${path} on first load, mobile viewport: medians of ${LOADS} loads, alternating (CPU time; tasks ×${CPU_SLOWDOWN} as Lighthouse simulates)`,
    );
    console.log('  load                                  CPU ms   blocking ms (TBT-like)   layout ms   long tasks');
    const line = (name: string, figures: LoadFigures[]) => {
      const median = (pick: (f: LoadFigures) => number) => stats(figures.map(pick)).median.toFixed(0);
      console.log(
        `  ${name.padEnd(36)} ${median((f) => f.cpuMs).padStart(7)} ${median((f) => f.blockingMs).padStart(13)} ${median((f) => f.layoutMs).padStart(21)} ${median((f) => f.longTasks).padStart(12)}`,
      );
    };
    line('the page (HTML, CSS, JavaScript)', runs.page);
    line('baseline: HTML and CSS, no JavaScript', runs.floor);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

void main();
