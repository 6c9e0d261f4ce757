import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', 'src', 'main.ts');
const BURST = 3000;
const IN_FLIGHT = 16;
/** The kill comes once this many likes were acknowledged, so it lands in the middle of the burst. */
const KILL_AFTER = 300;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real server process (src/main.ts) on a file database; resolves once it answers its health check. */
async function startServer(options: { dataDir: string; port: number }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: join(__dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      SITE_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`The server ended (code ${child.exitCode}) before it answered`);
    if (waited > 120_000) throw new Error('The server did not answer within 120 s');
    const healthy = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('likes crash safety (issue 24 "Security and reliability")', () => {
  it('a server killed with SIGKILL during a burst of likes keeps every like it acknowledged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-likes-crash-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    /* One anonymous shopper (its own visitor cookie: the server keeps likes under its hash); a comparison per like. */
    const visitor = randomBytes(32).toString('base64url');
    /* PUBLIC_URL defaults to http://localhost, where the cookies are `__Host-` ones (session-cookies.ts). */
    const headers = { cookie: `__Host-visitor=${visitor}` };
    const server = await startServer({ dataDir, port });
    const exited = new Promise((resolve) => server.on('exit', resolve));

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < BURST) {
        const itemId = `${next + 1}-${next + 2}`;
        next += 1;
        const res = await fetch(`${origin}/api/v1/bg/like/comparison/${itemId}`, { method: 'POST', headers }).catch(() => null);
        if (res?.status === 200) {
          acknowledged.push(itemId);
          if (acknowledged.length >= KILL_AFTER && !killed) {
            killed = true;
            server.kill('SIGKILL');
          }
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    expect(await exited).toBeNull();
    expect(killed).toBe(true);

    const restarted = await startServer({ dataDir, port });
    try {
      const present = new Set((await (await fetch(`${origin}/api/v1/bg/like-all/comparison`, { headers })).json()) as string[]);
      const lost = acknowledged.filter((itemId) => !present.has(itemId));
      console.warn(`likes crash: ${acknowledged.length} acknowledged, ${present.size} present after restart, ${lost.length} lost`);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(BURST);
      expect(lost).toEqual([]);
    } finally {
      restarted.kill('SIGTERM');
      await new Promise((resolve) => restarted.on('exit', resolve));
    }
  }, 300_000);
});
