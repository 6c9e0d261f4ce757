import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ImageNotFoundError, ImageSourceError, MAX_ORIGINAL_BYTES } from './image-service';
import { GuardedFetchError } from '../../lib/guarded-fetch';
import { withServer } from '../../../test/http-server';
import { fixture, png, RED, request, service, useImageFixture } from './image-service-test-helpers';

useImageFixture();

async function sourceError(promise: Promise<unknown>): Promise<ImageSourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageSourceError);
  return error as ImageSourceError;
}

describe('ImageService', () => {
  it('reports an unknown id as not found', async () => {
    await expect(service().images.render(request(999))).rejects.toBeInstanceOf(ImageNotFoundError);
  });

  it('reports a missing local original as a source error with its cause', async () => {
    const id = await fixture.addImage(pathToFileURL(join(fixture.dir, 'gone.png')).href);
    const error = await sourceError(service().images.render(request(id)));
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('refuses a local original outside the data folder, even through a symlink', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'uyut-outside-'));
    const secret = join(outside, 'secret.png');
    await writeFile(
      secret,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: RED } })
        .png()
        .toBuffer(),
    );
    await symlink(secret, join(fixture.dir, 'link.png'));
    for (const url of [pathToFileURL(secret).href, pathToFileURL(join(fixture.dir, 'link.png')).href]) {
      const error = await sourceError(service().images.render(request(await fixture.addImage(url))));
      expect((error.cause as Error).message).toMatch(/outside the data folder/);
    }
    await rm(outside, { recursive: true, force: true });
  });

  it('refuses a local original over the size cap', async () => {
    const id = await fixture.addImage(await fixture.original('huge.png', Buffer.alloc(MAX_ORIGINAL_BYTES + 1)));
    const error = await sourceError(service().images.render(request(id)));
    expect((error.cause as Error).message).toMatch(/over the \d+ byte limit/);
  });

  it('refuses originals that are not SVG, PNG, JPEG or WebP', async () => {
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    const id = await fixture.addImage(await fixture.original('anim.gif', gif));
    const error = await sourceError(service().images.render(request(id)));
    expect(error.message).toMatch(/got gif/);
  });

  it('refuses originals over the decoded pixel limit', async () => {
    const id = await fixture.addImage(await fixture.original('bomb.png', await png({ width: 8000, height: 6000 })));
    await sourceError(service().images.render(request(id)));
  });

  it('downloads an http original', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    await withServer(
      (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(bytes),
      async (origin) => {
        const id = await fixture.addImage(`${origin}/sofa.png`);
        const { file } = await service().images.render(request(id, { format: 'jpg' }));
        expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
      },
    );
  });

  it('gives up on a slow http original after the timeout', async () => {
    await withServer(
      () => undefined,
      async (origin) => {
        const id = await fixture.addImage(`${origin}/slow.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 200 }).images.render(request(id)));
        expect((error.cause as Error).name).toBe('TimeoutError');
      },
    );
  });

  it('reports an http error status as a source error', async () => {
    await withServer(
      (_request, response) => response.writeHead(404).end('missing'),
      async (origin) => {
        const id = await fixture.addImage(`${origin}/missing.png`);
        const error = await sourceError(service().images.render(request(id)));
        expect((error.cause as Error).message).toBe('HTTP 404');
      },
    );
  });

  it('refuses an http original that declares more than the size cap', async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(200, { 'content-length': String(MAX_ORIGINAL_BYTES + 1) });
        response.write(Buffer.alloc(16));
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/big.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 5000 }).images.render(request(id)));
        expect((error.cause as Error).message).toMatch(/^declared \d+ bytes/);
      },
    );
  });

  it('stops reading a streamed http original at the size cap', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    await withServer(
      (_request, response) => {
        response.on('error', () => undefined);
        response.writeHead(200, { 'content-type': 'image/png' });
        for (let sent = 0; sent <= MAX_ORIGINAL_BYTES; sent += chunk.length) response.write(chunk);
        response.end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/stream.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 5000 }).images.render(request(id)));
        expect((error.cause as Error).message).toMatch(/^body over the \d+ byte limit/);
      },
    );
  });

  it('refuses an http original on a loopback address under the real rule, without connecting', async () => {
    let requests = 0;
    await withServer(
      (_request, response) => {
        requests++;
        response.end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/admin/secret.png`);
        const error = await sourceError(service({ network: {} }).images.render(request(id)));
        expect(error.cause).toBeInstanceOf(GuardedFetchError);
        expect((error.cause as GuardedFetchError).reason).toBe('address');
      },
    );
    expect(requests).toBe(0);
  });

  it('refuses an http original whose host resolves to a private or metadata address', async () => {
    const id = await fixture.addImage('http://images.shop.test/sofa.png');
    const resolve = async () => [{ address: '169.254.169.254', family: 4 }];
    const error = await sourceError(service({ network: { resolve } }).images.render(request(id)));
    expect((error.cause as Error).message).toBe('images.shop.test resolves to 169.254.169.254, which is not a public address');
  });

  it('does not fetch a failing original again until its failure expires', async () => {
    let requests = 0;
    await withServer(
      (_request, response) => {
        requests++;
        response.writeHead(404).end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/missing.png`);
        let clock = 1_000_000;
        const { images } = service({ failureTtlMs: 300, now: () => clock });
        const first = await sourceError(images.render(request(id)));
        clock += 299;
        const again = await sourceError(images.render(request(id, { width: 160, height: 160, format: 'jpg' })));
        expect(again).toBe(first);
        expect(requests).toBe(1);
        clock += 1;
        await sourceError(images.render(request(id)));
        expect(requests).toBe(2);
      },
    );
  });
});
