/**
 * Lighthouse 12 mobile (its default: simulated slow 4G, 4× CPU slowdown, Moto G Power screen) on every page type of the
 * built site (home, a category, a product; search results, visually similar, compare, an info page, login), served
 * with its API by our server over the catalogue `npm start` imported: the median of RUNS runs of each page's
 * performance and accessibility scores, beside the medians of the metrics that weigh most (LCP, TBT, CLS) and the
 * accessibility audits any run failed, and the host's CPU as Lighthouse measures it (its benchmark index: a host slower
 * than Lighthouse assumes scores lower for the same page). Each run gets a fresh Debian Chromium.
 * In the same run, two floors that tell the page's own cost from the machine's: each page's static HTML with its
 * scripts taken out (markup, styles and its images), and the product page's text as one paragraph of a bare page (no
 * styles, no scripts), which is as little as a page with text can cost Lighthouse on this machine.
 *
 *   cd server && npx tsx ../tests/bench/lighthouse.bench.ts
 *   cd server && DATA_DIR=var/e2e SITE_DIR=var/e2e/public npx tsx ../tests/bench/lighthouse.bench.ts   # the tests' build
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { firstCategoryPage, listingLinks } from './built-site';
import { stats } from './stats';

const ROOT = join(__dirname, '..', '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (its docs: 1,500-2,000 is the high-end desktop its 4× slowdown assumes). */
  benchmarkIndex: number;
  failedAudits: string[];
}

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

interface LighthouseResult {
  lhr: {
    environment: { benchmarkIndex: number };
    categories: Record<'performance' | 'accessibility', { score: number | null; auditRefs: { id: string }[] }>;
    audits: Record<string, Audit>;
  };
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** Starts a headless Chromium with a DevTools port of its own and resolves with it once Chromium listens. */
function launchChromium(profileDir: string): Promise<{ process: ChildProcess; port: number }> {
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { detached: true },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ process: chromium, port: Number(match[1]) });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${output}`)));
  });
}

async function audit(lighthouse: Lighthouse, url: string): Promise<RunFigures> {
  const profileDir = mkdtempSync(join(tmpdir(), 'uyut-lighthouse-'));
  const chromium = await launchChromium(profileDir);
  try {
    const result = await lighthouse(url, { port: chromium.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits, environment } = result.lhr;
    const failedAudits = categories.accessibility.auditRefs
      .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
      .filter(({ audit }) => audit?.scoreDisplayMode === 'binary' && audit.score === 0)
      .map(({ id }) => id);
    return {
      performance: (categories.performance.score ?? 0) * 100,
      accessibility: (categories.accessibility.score ?? 0) * 100,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
      failedAudits,
    };
  } finally {
    const exited = once(chromium.process, 'exit');
    // The whole process group: Chromium's helper processes outlive the browser process and keep writing the profile.
    const group = chromium.process.pid;
    if (group !== undefined) process.kill(-group, 'SIGKILL');
    await exited;
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** A built page as it would be with its scripts, script preloads and prefetches taken out. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"[^>]*>/g, '');
}

/** The text of a built page's body as one paragraph of a bare page: no styles, no scripts, no images. */
function plainTextPage(html: string): string {
  const body = withoutScripts(html.slice(html.indexOf('<body')))
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
  const head = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>';
  return `<!DOCTYPE html><html lang="bg"><head>${head}</head><body><p>${body}</p></body></html>`;
}

/**
 * Serves fixed pages by path, brotli-compressed as our server sends built pages; any other path (the images, the
 * favicon) is relayed from the app, so a floor page loads the same images its page does.
 */
async function serveFloorPages(pages: Record<string, string>, appOrigin: string): Promise<{ server: Server; origin: string }> {
  const bodies = new Map(Object.entries(pages).map(([path, html]) => [path, brotliCompressSync(html)]));
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (body) return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }).end(body);
    fetch(`${appOrigin}${request.url ?? '/'}`).then(
      async (answer) => {
        const type = answer.headers.get('content-type');
        response.writeHead(answer.status, type ? { 'content-type': type } : {}).end(Buffer.from(await answer.arrayBuffer()));
      },
      (cause: unknown) => {
        console.error(`Could not relay ${request.url} from the app`, cause);
        response.writeHead(502).end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function firstProductPage(siteDir: string): string | null {
  const products = join(siteDir, 'product');
  if (!existsSync(products)) return null;
  const name = readdirSync(products).sort()[0];
  return name === undefined ? null : `/product/${name}`;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, ROOT);
  const category = process.env.SITE_DIR === undefined ? firstCategoryPage() : '/products/divani';
  const product = firstProductPage(config.SITE_DIR);
  if (category === null || product === null || !existsSync(config.DATABASE_URL.replace(/^sqlite:/, ''))) {
    console.error(`No built site in ${config.SITE_DIR} or no catalogue at ${config.DATABASE_URL}: run \`npm start\` first.`);
    process.exitCode = 1;
    return;
  }
  const pages = { home: '/', category, product };
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const builtHtml = (path: string) => readFileSync(join(config.SITE_DIR, path, 'index.html'), 'utf8');
  const { visuallySimilar, variantIds } = listingLinks(builtHtml(category));
  /* The page types that landed after the first three, each at a URL a shopper reaches it by (no floors: client-rendered). */
  const laterPages: Record<string, string> = {
    'search results': `/search?q=${encodeURIComponent('диван')}`,
    ...(visuallySimilar === undefined ? {} : { 'visually similar': visuallySimilar }),
    'compare (3 offers)': `/compare-products?ids=${variantIds.slice(0, 3).join(',')}`,
    'info page': '/about-us',
    login: '/login',
  };
  const database = openDatabase(config.DATABASE_URL);
  const app = await buildApp({ db: database.db, config, serveSite: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const floors = await serveFloorPages(
    {
      ...Object.fromEntries(Object.entries(pages).map(([name, path]) => [`/${name}`, withoutScripts(builtHtml(path))])),
      '/text': plainTextPage(builtHtml(product)),
    },
    origin,
  );
  const rows: Array<[name: string, url: string]> = [
    ...Object.entries({ ...pages, ...laterPages }).map(([name, path]): [string, string] => [name, `${origin}${path}`]),
    ...Object.keys(pages).map((name): [string, string] => [`${name}, without its scripts`, `${floors.origin}/${name}`]),
    ['bare page of the product text', `${floors.origin}/text`],
  ];
  try {
    console.log(`\n## Lighthouse mobile, median of ${RUNS} runs per page (scores 0-100; LCP and TBT in ms)`);
    console.log(`  ${'page'.padEnd(32)} performance  accessibility    LCP ms    TBT ms     CLS  host CPU  accessibility audits failed`);
    for (const [name, url] of rows) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(lighthouse, url));
      const median = (pick: (run: RunFigures) => number) => stats(runs.map(pick)).median;
      const failed = [...new Set(runs.flatMap((run) => run.failedAudits))].join(', ') || 'none';
      console.log(
        `  ${name.padEnd(32)} ${median((r) => r.performance)
          .toFixed(0)
          .padStart(11)} ${median((r) => r.accessibility)
          .toFixed(0)
          .padStart(14)} ${median((r) => r.lcpMs)
          .toFixed(0)
          .padStart(9)} ${median((r) => r.tbtMs)
          .toFixed(0)
          .padStart(9)} ${median((r) => r.cls)
          .toFixed(3)
          .padStart(7)} ${median((r) => r.benchmarkIndex)
          .toFixed(0)
          .padStart(9)}  ${failed}`,
      );
    }
  } finally {
    floors.server.close();
    await app.close();
    await database.close();
  }
}

void main();
