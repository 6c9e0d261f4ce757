import { testDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { createCatalogueIndex } from '../../index/catalogue-index';
import { seedSmallCatalogue } from '../../../test/helpers';
import { CatalogueService } from './catalogue-service';
import { breadcrumb, buildCategoryTree, buildMenu, subtreeIds } from './category-tree';
import { answerBytes } from './serialised-answer';

describe('category tree', () => {
  const category = (id: number, parent: number | null, slug: string, menu: string | null = null) => ({
    id,
    parent_id: parent,
    slug,
    name: slug,
    long_name: slug,
    position: id,
    description: null,
    menu,
  });
  const tree = buildCategoryTree(
    [
      category(1, null, 'mebeli', 'primary'),
      category(2, 1, 'divani'),
      category(3, 2, 'aglovi'),
      category(4, 1, 'masi'),
      category(5, null, 'hol', 'rooms'),
    ],
    new Map([
      [3, 5],
      [2, 1],
    ]),
  );

  it('rolls counts up to every ancestor', () => {
    expect([1, 2, 3, 4].map((id) => tree.byId.get(id)!.count)).toEqual([6, 6, 5, 0]);
  });

  it('finds subtrees and breadcrumbs', () => {
    expect(subtreeIds(tree.bySlug.get('mebeli')!)).toEqual([1, 2, 3, 4]);
    expect(breadcrumb(tree, tree.bySlug.get('aglovi')!).map((n) => n.category.slug)).toEqual(['mebeli', 'divani', 'aglovi']);
  });

  it('builds the menu by section and leaves empty branches out', () => {
    const menu = buildMenu(tree);
    expect(menu.primary.map((n) => n.slug)).toEqual(['mebeli']);
    expect(menu.primary[0]!.children.map((n) => n.slug)).toEqual(['divani']);
    expect(menu.rooms).toEqual([]);
  });
});

describe('catalogue service: a kept variant card and the clock', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await testDatabase({ seed: seedSmallCatalogue });
  });

  afterEach(() => handle.close());

  it('tags a price drop by the time of each answer, not by the time its card was read', async () => {
    await handle.db.updateTable('variants').set({ price_drop_at: '2026-11-01T00:00:00.000Z' }).where('id', '=', 100).execute();
    let now = new Date('2026-11-20T00:00:00Z');
    const service = new CatalogueService(handle.db, { index: createCatalogueIndex(handle.db), now: () => now });
    expect((await service.byIds([100]))[0]!.promoTags.priceDrop).toBe(true);
    now = new Date('2026-12-20T00:00:00Z');
    expect((await service.byIds([100]))[0]!.promoTags.priceDrop).toBe(false);
  });
});

describe('catalogue service: a kept listing answer past its time', () => {
  let handle: DatabaseHandle;
  let now: Date;
  const service = () => new CatalogueService(handle.db, { index: createCatalogueIndex(handle.db), now: () => now });
  const body = (kept: { answer: Parameters<typeof answerBytes>[0]['answer']; requestId: string }) =>
    JSON.parse(answerBytes({ ...kept, encoding: 'identity' }).toString('utf8'));
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    handle = await testDatabase({ seed: seedSmallCatalogue });
    now = new Date('2026-11-20T00:00:00Z');
  });

  afterEach(() => handle.close());

  it('is answered again, not rendered, while the clock, shops and categories changed nothing it shows', async () => {
    const catalogue = service();
    const first = await catalogue.filteringAnswer('/products/mebeli');
    later(60_000);
    const again = await catalogue.filteringAnswer('/products/mebeli');
    expect(again.answer).toBe(first.answer);
    expect(again.requestId).not.toBe(first.requestId);
  });

  it('is rendered again when the clock ended a price-drop tag', async () => {
    await handle.db.updateTable('variants').set({ price_drop_at: '2026-10-21T00:00:30.000Z' }).where('id', '=', 100).execute();
    const catalogue = service();
    const priceDrop = async () =>
      body(await catalogue.filteringAnswer('/products/mebeli')).variants.find((v: { id: number }) => v.id === 100).promoTags.priceDrop;
    expect(await priceDrop()).toBe(true);
    later(60_000);
    expect(await priceDrop()).toBe(false);
  });

  it('is rendered again when the clock moved its index query (the Christmas delivery rule at midnight in Sofia)', async () => {
    /* 23:59:30 on 22 December in Sofia (UTC+2): a minute later the days left to Christmas drop from 2 to 1. */
    now = new Date('2026-12-22T21:59:30Z');
    const catalogue = service();
    const total = async () => body(await catalogue.filteringAnswer('/products/delivery-before-christmas')).totalCount;
    expect(await total()).toBe(3);
    later(60_000);
    expect(await total()).toBe(0);
  });

  it('is rendered again when a shop or a category was renamed without a logged change', async () => {
    const catalogue = service();
    const names = async () => body(await catalogue.filteringAnswer('/products/mebeli')).variants.find((v: { id: number }) => v.id === 100);
    expect(await names()).toMatchObject({ eshop: { name: 'Мебели Виктория' }, category: { name: 'Ъглови дивани' } });
    await handle.db.updateTable('shops').set({ name: 'Виктория' }).where('id', '=', 1).execute();
    later(60_000);
    expect((await names()).eshop.name).toBe('Виктория');
    await handle.db.updateTable('categories').set({ name: 'Ъглови' }).where('id', '=', 3).execute();
    later(60_000);
    expect((await names()).category.name).toBe('Ъглови');
  });
});
