/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const RUNNING = /Уют is running at (\S+)/;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Everything `child` printed, standard output and error as they came, and a wait for a line of it. */
function printed(child: ChildProcess) {
  let text = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const add = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of waiters.filter((w) => w.pattern.test(text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return {
    text: () => text,
    waitFor: (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(text)) return resolve();
        waiters.push({ pattern, resolve });
        child.once('exit', (code) => reject(new Error(`start exited with ${code} before printing ${pattern}:\n${text}`)));
      }),
  };
}

/** A line Fastify's request logging writes (at info: one as a request comes in, one as it is answered). */
const isRequestLog = (line: string) => /"(incoming request|request completed)"/.test(line);

describe('what the first `npm start` prints (issue 22 point 17)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'uyut-start-'));
  });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows each long step's progress and the address, and none of the build's own requests, at the default log level", async () => {
    const port = await freePort();
    child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        SITE_DIR: join(dataDir, 'public'),
        DEMO_SIZE: 'small',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        /* The Gatsby build takes minutes: a stand-in reads the API with the build's own code and writes a small site. */
        UYUT_SITE_BUILDER: join(root, 'scripts', 'fixtures', 'site-build-stand-in.ts'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = printed(child);
    await output.waitFor(RUNNING);
    const lines = output
      .text()
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);

    const steps = [
      /^Database .*uyut\.sqlite: applied \d{4}/,
      /^Generating demo feeds \[#{24}\] 100% (\d+)\/\1 products/,
      /^Importing demo feeds: \d+ shops, \d+ offers in [\d.]+ s$/,
      new RegExp(`^Building the site because no site has been built yet; the API is already answering at http://localhost:${port}/api$`),
      /^stand-in build: \d+ products, \d+ pages written$/,
      /^Sitemap: \d+ pages$/,
      /^Preload links: \d+ pages$/,
      /^Precompressing the site \(brotli and gzip\)…$/,
      new RegExp(`^The new site is in place in ${dataDir}/public$`),
      new RegExp(`^Уют is running at http://localhost:${port}  \\(Ctrl-C to stop\\)$`),
    ];
    const found = steps.map((step) => lines.findIndex((line) => step.test(line)));
    expect(steps.filter((_, index) => found[index] === -1)).toEqual([]);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    /* Progress is a line every tenth on a pipe, without the bar's carriage returns and escape codes. */
    expect(lines.filter((line) => line.startsWith('Importing demo feeds [')).length).toBeGreaterThanOrEqual(5);
    expect(output.text()).not.toContain('\r');
    expect(output.text()).not.toContain('\u001b[');

    /* The stand-in made every request of a build (a hundred and more); not one of them is logged. */
    expect(lines.filter(isRequestLog)).toEqual([]);
    expect(output.text()).not.toContain('/api/v2/catalogue/products');

    /* Once the site is served, requests are logged again at the configured level. */
    const address = lines.map((line) => RUNNING.exec(line)?.[1]).find(Boolean) as string;
    expect((await fetch(`${address}/api/v2/menu`)).status).toBe(200);
    await output.waitFor(/"request completed"/);
    expect(output.text().split('\n').filter(isRequestLog).length).toBeGreaterThan(0);
  }, 300_000);
});
