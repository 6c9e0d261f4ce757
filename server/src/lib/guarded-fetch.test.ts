import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withServer } from '../../test/http-server';
import { GuardedFetchError, guardedFetch, guardedFetchBuffer } from './guarded-fetch';
import { isPublicAddress } from './public-address';

/** Serves on 127.0.0.2: the stand-in for a shop's public host, admitted by SHOP_RULE. 127.0.0.1 stays refused. */
async function withShop(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  run: (origin: string) => Promise<void>,
): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  try {
    await run(`http://127.0.0.2:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const SHOP_RULE = (address: string) => address === '127.0.0.2' || isPublicAddress(address);
const LIMITS = { timeoutMs: 5000, maxBytes: 1024 };

async function refusal(promise: Promise<unknown>): Promise<GuardedFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GuardedFetchError);
  return error as GuardedFetchError;
}

describe('guardedFetch', () => {
  it('fetches from an admitted address', async () => {
    await withShop(
      (_request, response) => response.end('hello'),
      async (origin) => {
        expect((await guardedFetchBuffer(`${origin}/a`, { ...LIMITS, isAllowedAddress: SHOP_RULE })).toString()).toBe('hello');
      },
    );
  });

  it('refuses loopback under the real rule without connecting', async () => {
    let requests = 0;
    await withServer(
      (_request, response) => {
        requests++;
        response.end('secret');
      },
      async (origin) => {
        const error = await refusal(guardedFetch(`${origin}/secret`, LIMITS));
        expect(error.reason).toBe('address');
        expect(error.message).toMatch(/127\.0\.0\.1.*not a public address/);
      },
    );
    expect(requests).toBe(0);
  });

  it('refuses a redirect from an admitted host to 127.0.0.1', async () => {
    let internalRequests = 0;
    await withServer(
      (_request, response) => {
        internalRequests++;
        response.end('secret');
      },
      async (internal) => {
        await withShop(
          (_request, response) => response.writeHead(302, { location: `${internal}/latest/meta-data` }).end(),
          async (origin) => {
            const error = await refusal(guardedFetch(`${origin}/sofa.png`, { ...LIMITS, isAllowedAddress: SHOP_RULE }));
            expect(error.reason).toBe('address');
          },
        );
      },
    );
    expect(internalRequests).toBe(0);
  });

  it('follows a few redirects between admitted hosts, then stops', async () => {
    await withShop(
      (request, response) => {
        const hop = Number(request.url?.slice(1));
        if (hop < 2) response.writeHead(301, { location: `/${hop + 1}` }).end();
        else if (hop === 2) response.end('arrived');
        else response.writeHead(302, { location: `/${hop + 1}` }).end();
      },
      async (origin) => {
        const arrived = await guardedFetch(`${origin}/0`, { ...LIMITS, isAllowedAddress: SHOP_RULE });
        arrived.body.resume();
        expect(arrived.url).toBe(`${origin}/2`);
        expect((await refusal(guardedFetch(`${origin}/3`, { ...LIMITS, isAllowedAddress: SHOP_RULE }))).reason).toBe('redirects');
      },
    );
  });

  it('refuses a redirect to another scheme', async () => {
    await withShop(
      (_request, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      async (origin) => {
        expect((await refusal(guardedFetch(`${origin}/a`, { ...LIMITS, isAllowedAddress: SHOP_RULE }))).reason).toBe('url');
      },
    );
  });

  it('refuses a host name that resolves to a private address', async () => {
    const error = await refusal(guardedFetch('http://localhost:9/a', LIMITS));
    expect(error.message).toMatch(/^localhost resolves to .*not a public address/);
    const injected = await refusal(
      guardedFetch('http://images.shop.test/a.png', {
        ...LIMITS,
        resolve: async () => [
          { address: '203.0.113.9', family: 4 },
          { address: '10.0.0.5', family: 4 },
        ],
      }),
    );
    expect(injected.message).toBe('images.shop.test resolves to 203.0.113.9, which is not a public address');
  });

  it('connects to the address it checked, not to a second resolution', async () => {
    const resolved: string[] = [];
    await withShop(
      (_request, response) => response.end('pinned'),
      async (origin) => {
        const { port } = new URL(origin);
        const resolve = async (hostname: string) => {
          resolved.push(hostname);
          return [{ address: '127.0.0.2', family: 4 }];
        };
        const body = await guardedFetchBuffer(`http://shop.invalid:${port}/a`, { ...LIMITS, isAllowedAddress: SHOP_RULE, resolve });
        expect(body.toString()).toBe('pinned');
      },
    );
    expect(resolved).toEqual(['shop.invalid']);
  });

  it('refuses credentials and non-http schemes', async () => {
    for (const url of ['http://user:pass@example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://example.com/']) {
      expect((await refusal(guardedFetch(url, LIMITS))).reason).toBe('url');
    }
  });

  it('stops at the byte limit, declared or streamed', async () => {
    await withShop(
      (request, response) => {
        response.on('error', () => undefined);
        if (request.url === '/declared') response.writeHead(200, { 'content-length': '4096' }).write(Buffer.alloc(16));
        else for (let sent = 0; sent < 8; sent++) response.write(Buffer.alloc(512));
      },
      async (origin) => {
        const options = { ...LIMITS, isAllowedAddress: SHOP_RULE };
        expect((await refusal(guardedFetchBuffer(`${origin}/declared`, options))).message).toMatch(/^declared 4096 bytes/);
        expect((await refusal(guardedFetchBuffer(`${origin}/streamed`, options))).message).toMatch(/^body over the 1024 byte limit/);
      },
    );
  });

  it('gives up after the time limit', async () => {
    await withShop(
      () => undefined,
      async (origin) => {
        const error = await guardedFetch(`${origin}/slow`, { ...LIMITS, timeoutMs: 200, isAllowedAddress: SHOP_RULE }).catch(
          (reason: unknown) => reason,
        );
        expect((error as Error).name).toBe('TimeoutError');
      },
    );
  });

  it('reports an error status', async () => {
    await withShop(
      (_request, response) => response.writeHead(404).end(),
      async (origin) => {
        const error = await refusal(guardedFetch(`${origin}/missing`, { ...LIMITS, isAllowedAddress: SHOP_RULE }));
        expect([error.reason, error.message]).toEqual(['status', 'HTTP 404']);
      },
    );
  });
});
