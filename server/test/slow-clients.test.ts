import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers';

/* Each case waits out a one-second deadline that Node checks once a second; a loaded machine stretches that a lot. */
jest.setTimeout(90_000);

/** Issue 21 point 4: slow bodies and idle connections cannot hold the server's sockets. */
describe('bounded request time and connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500', MAX_CONNECTIONS: '60' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  interface Held {
    socket: Socket;
    closed: Promise<string>;
  }
  const open = (first: string): Held => {
    const socket = connect(port, '127.0.0.1');
    socket.write(first);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    return { socket, closed: new Promise((resolve) => socket.on('close', () => resolve(answer))) };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers normal requests while 40 clients trickle a body, and cuts the trickling ones off with 408', async () => {
    const slow = Array.from({ length: 40 }, () =>
      open(
        'POST /api/v2/variant/filtering HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"url":"',
      ),
    );
    const trickle = setInterval(() => slow.forEach(({ socket }) => socket.writable && socket.write('a')), 100);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
        await sleep(100);
      }
      const answers = await Promise.all(slow.map((held) => held.closed));
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      slow.forEach(({ socket }) => socket.destroy());
    }
  });

  it('frees the sockets of trickling clients that never read the 408', async () => {
    const deaf = Array.from({ length: 20 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.pause();
      socket.write(
        'POST /api/v2/variant/filtering HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"url":"',
      );
      return socket;
    });
    const trickle = setInterval(() => deaf.forEach((socket) => socket.writable && socket.write('a')), 100);
    const connections = () =>
      new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    try {
      await sleep(300);
      expect(await connections()).toBeGreaterThanOrEqual(20);
      while ((await connections()) > 0) await sleep(100);
    } finally {
      clearInterval(trickle);
      deaf.forEach((socket) => socket.destroy());
    }
  });

  it('closes a connection that sends half its headers and stops', async () => {
    const held = open('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(await held.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection', async () => {
    const held = open('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await held.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses connections beyond MAX_CONNECTIONS at once, and serves again when they are gone', async () => {
    const idle = Array.from({ length: 60 }, () => open('GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    await sleep(200);
    const extra = open('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.closed).toBe('');
    idle.forEach(({ socket }) => socket.destroy());
    await sleep(100);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
