import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { imagePath } from '@uyut/core';
import type { Db } from '../src/db/database';
import { describeMainImages } from '../src/services/visual';
import { MAX_UPLOAD_BYTES } from '../src/services/visual/routes';
import { createTestApp, seedSmallCatalogue, variantRow, type TestApp } from './helpers';

const now = '2026-11-01T10:00:00.000Z';

type Drawing = { shape: 'disc' | 'square'; fill: string };

/** The picture of each image id (the variant's main picture unless noted). */
const DRAWINGS: Record<number, Drawing> = {
  1: { shape: 'disc', fill: '#c8261e' }, // 100, Верона: a red disc
  2: { shape: 'disc', fill: '#be2a24' }, // 200: a red disc
  3: { shape: 'disc', fill: '#2854be' }, // 210: a blue disc
  4: { shape: 'square', fill: '#c8261e' }, // 220: a red square
  5: { shape: 'disc', fill: '#c42822' }, // 230: a red disc, not listed
  6: { shape: 'disc', fill: '#c42a20' }, // 102, a table in another category: a red disc
};

function draw(drawing: Drawing, size = 200): Promise<Buffer> {
  const shape =
    drawing.shape === 'disc'
      ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.35}" fill="${drawing.fill}"/>`
      : `<rect x="${size * 0.15}" y="${size * 0.15}" width="${size * 0.7}" height="${size * 0.7}" fill="${drawing.fill}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#f4f1ec"/>${shape}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The hand-made catalogue plus four corner sofas, each with a picture (written into the data folder after the app starts). */
async function seedPictures(db: Db): Promise<void> {
  await seedSmallCatalogue(db);
  const product = (id: number) => ({
    id,
    slug: `divan-${id}`,
    name: `Диван ${id}`,
    description: 'Диван.',
    category_id: 3,
    manufacturer_id: null,
    ean: null,
    mpn: null,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('products')
    .values([product(20), product(21), product(22), product(23)])
    .execute();
  await db
    .insertInto('variants')
    .values([
      variantRow({ id: 200, product_id: 20, shop_id: 1, name: 'Диван червен', price: 99900 }),
      variantRow({ id: 210, product_id: 21, shop_id: 1, name: 'Диван син', price: 99900 }),
      variantRow({ id: 220, product_id: 22, shop_id: 2, name: 'Диван квадрат', price: 99900 }),
      variantRow({ id: 230, product_id: 23, shop_id: 2, name: 'Диван изчерпан', price: 99900, active: 0 }),
    ])
    .execute();
  await db
    .insertInto('images')
    .values([2, 3, 4, 5, 6].map((id) => ({ id, source_url: `file:///nowhere/${id}.png`, width: 200, height: 200 })))
    .execute();
  await db
    .insertInto('variant_images')
    .values([
      { variant_id: 200, position: 0, image_id: 2 },
      { variant_id: 210, position: 0, image_id: 3 },
      { variant_id: 220, position: 0, image_id: 4 },
      { variant_id: 230, position: 0, image_id: 5 },
      { variant_id: 102, position: 0, image_id: 6 },
    ])
    .execute();
}

const ids = (body: { variants: Array<{ id: number }> }) => body.variants.map((v) => v.id);
const storePath = (id: number) => imagePath({ type: 'variant', id, width: 640, height: 640, format: 'jpg' });

describe('visually similar offers (issue 25 §5; spec §7 similarity mode=visual)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedPictures });
    const folder = join(t.dataDir, 'pictures');
    mkdirSync(folder, { recursive: true });
    for (const [id, drawing] of Object.entries(DRAWINGS)) {
      const file = join(folder, `${id}.png`);
      writeFileSync(file, await draw(drawing));
      await t.database.db
        .updateTable('images')
        .set({ source_url: pathToFileURL(file).href })
        .where('id', '=', Number(id))
        .execute();
    }
    expect(await describeMainImages({ db: t.database.db, dataDir: t.dataDir })).toEqual({ described: 5, failed: 0 });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() };
  };
  const upload = (options: { body: Buffer | string; type: string }) =>
    t.app.inject({ method: 'POST', url: '/api/v2/visually-similar', payload: options.body, headers: { 'content-type': options.type } });

  it('describes only main pictures of listed offers, once', async () => {
    const rows = await t.database.db.selectFrom('image_descriptors').select('image_id').orderBy('image_id').execute();
    expect(rows.map((r) => r.image_id)).toEqual([1, 2, 3, 4, 6]);
    expect(await describeMainImages({ db: t.database.db, dataDir: t.dataDir })).toEqual({ described: 0, failed: 0 });
  });

  it("lists the offers nearest to the offer's picture: same colour and shape first, never its own product or unlisted offers", async () => {
    const { status, body } = await get('/api/v2/variant/100/similarity?mode=visual');
    expect(status).toBe(200);
    expect(ids(body)[0]).toBe(200);
    expect(ids(body).sort()).toEqual([200, 210, 220]);
    expect(body.variants[0]).toMatchObject({ id: 200, productId: 20, category: { id: 3 } });
  });

  it('keeps to the category subtree asked for', async () => {
    const { body } = await get('/api/v2/variant/100/similarity?mode=visual&categoryId=1');
    expect(ids(body).slice(0, 2).sort()).toEqual([102, 200]);
    expect((await get('/api/v2/variant/100/similarity?mode=visual&categoryId=5')).body.variants).toEqual([]);
    expect((await get('/api/v2/variant/100/similarity?mode=visual&categoryId=999')).body).toMatchObject({
      statusCode: 400,
      field: 'categoryId',
    });
  });

  it('compares with another stored picture named by imageUrl', async () => {
    const { status, body } = await get(`/api/v2/variant/100/similarity?mode=visual&imageUrl=${encodeURIComponent(storePath(3))}`);
    expect(status).toBe(200);
    expect(ids(body)[0]).toBe(210);
  });

  it.each([
    ['https://images.example/sofa.jpg'],
    ['//images.example/img/variant/320-240/aa/bb/cc/3.jpg'],
    ['file:///etc/passwd'],
    ['/img/variant/320-240/00/00/00/3.jpg'],
    ['/api/v2/menu'],
  ])('refuses an imageUrl that is not a path of our image store (%s) without reading it', async (imageUrl) => {
    const { status, body } = await get(`/api/v2/variant/100/similarity?mode=visual&imageUrl=${encodeURIComponent(imageUrl)}`);
    expect(status).toBe(400);
    expect(body.field).toBe('imageUrl');
  });

  it('refuses a stored picture that does not exist, and imageUrl without mode=visual', async () => {
    expect((await get(`/api/v2/variant/100/similarity?mode=visual&imageUrl=${encodeURIComponent(storePath(77))}`)).body).toMatchObject({
      statusCode: 400,
      field: 'imageUrl',
    });
    expect((await get(`/api/v2/variant/100/similarity?imageUrl=${encodeURIComponent(storePath(3))}`)).body).toMatchObject({
      statusCode: 400,
      field: 'imageUrl',
    });
    expect((await get('/api/v2/variant/999/similarity?mode=visual')).status).toBe(404);
    expect((await get('/api/v2/variant/100/similarity?mode=colour')).status).toBe(400);
  });

  it('answers the same list for the listing request id of an offer', async () => {
    const direct = await get('/api/v2/variant/100/similarity?mode=visual');
    const listing = await get('/api/v2/visually-similar/v100');
    expect(listing.status).toBe(200);
    expect(ids(listing.body)).toEqual(ids(direct.body));
    expect(ids((await get('/api/v2/visually-similar/v100-i3')).body)[0]).toBe(210);
    expect((await get('/api/v2/visually-similar/x100')).body).toMatchObject({ statusCode: 400, field: 'requestId' });
    expect((await get('/api/v2/visually-similar/uAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('describes an uploaded picture and lists the offers nearest to it under the request id it answers', async () => {
    const res = await upload({ body: await draw({ shape: 'square', fill: '#c02822' }, 300), type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { requestId } = res.json();
    expect(requestId).toMatch(/^u[A-Za-z0-9_-]{22}$/);
    const { status, body } = await get(`/api/v2/visually-similar/${requestId}`);
    expect(status).toBe(200);
    expect(ids(body)[0]).toBe(220);
    const jpeg = await sharp(await draw({ shape: 'disc', fill: '#2a56c0' }))
      .jpeg()
      .toBuffer();
    const blue = (await upload({ body: jpeg, type: 'image/jpeg' })).json();
    expect(ids((await get(`/api/v2/visually-similar/${blue.requestId}?categoryId=3`)).body)[0]).toBe(210);
  });

  it('refuses uploads that are not pictures, are corrupt, are SVG or are too large, naming the body', async () => {
    const text = await upload({ body: 'hello', type: 'text/plain' });
    expect(text.statusCode).toBe(415);
    const png = await draw({ shape: 'disc', fill: '#c8261e' });
    const corrupt = await upload({ body: Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]), type: 'image/png' });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().field).toBe('body');
    const svg = await upload({ body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', type: 'image/png' });
    expect(svg.json()).toMatchObject({ statusCode: 400, field: 'body' });
    const empty = await upload({ body: Buffer.alloc(0), type: 'image/png' });
    expect(empty.statusCode).toBe(400);
    const huge = await upload({ body: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), type: 'image/jpeg' });
    expect(huge.statusCode).toBe(413);
  });
});
