import { testDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { flattenTaxonomy, syncTaxonomy, TAXONOMY, type TaxonomyNode } from './taxonomy';

describe('TAXONOMY', () => {
  const flat = flattenTaxonomy();

  it('has at least 120 leaf categories', () => {
    expect(flat.filter((c) => c.isLeaf).length).toBeGreaterThanOrEqual(120);
  });

  it('has globally unique slugs and long names', () => {
    expect(new Set(flat.map((c) => c.slug)).size).toBe(flat.length);
    expect(new Set(flat.map((c) => c.longName)).size).toBe(flat.length);
  });

  it('has unique leaf names so a shop may send only the leaf', () => {
    const leafNames = flat.filter((c) => c.isLeaf).map((c) => c.name);
    expect(new Set(leafNames).size).toBe(leafNames.length);
  });

  it('puts every top-level node in a menu, with product departments and rooms', () => {
    expect(TAXONOMY.every((node) => node.menu === 'primary' || node.menu === 'rooms')).toBe(true);
    expect(TAXONOMY.filter((node) => node.menu === 'rooms').map((node) => node.name)).toEqual(
      expect.arrayContaining(['Хол', 'Спалня', 'Трапезария']),
    );
  });

  it('builds Heureka-style long names and default slugs', () => {
    const corner = flat.find((c) => c.name === 'Ъглови дивани');
    expect(corner).toMatchObject({ longName: 'Мебели | Дивани | Ъглови дивани', slug: 'aglovi-divani', parentSlug: 'divani', depth: 2 });
  });

  it('honours an explicit slug', () => {
    const tree: TaxonomyNode[] = [{ name: 'Лампи', slug: 'osvetlenie-lampi', menu: 'primary' }];
    expect(flattenTaxonomy(tree)[0]?.slug).toBe('osvetlenie-lampi');
  });
});

describe('syncTaxonomy', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await testDatabase();
  });
  afterEach(() => handle.close());

  const rows = (handle: DatabaseHandle) => handle.db.selectFrom('categories').selectAll().orderBy('id').execute();

  it('writes the tree with parents, positions and menus', async () => {
    await syncTaxonomy(handle.db);
    const all = await rows(handle);
    expect(all).toHaveLength(flattenTaxonomy().length);
    const byId = new Map(all.map((row) => [row.id, row]));
    const leaf = all.find((row) => row.slug === 'aglovi-divani');
    expect(leaf).toMatchObject({ long_name: 'Мебели | Дивани | Ъглови дивани', position: 0, menu: null });
    expect(byId.get(leaf?.parent_id ?? -1)?.slug).toBe('divani');
    expect(all.find((row) => row.slug === 'hol')).toMatchObject({ menu: 'rooms', parent_id: null });
    expect(all.find((row) => row.slug === 'mebeli')).toMatchObject({ menu: 'primary', parent_id: null });
  });

  it('gives the same rows when run twice', async () => {
    await syncTaxonomy(handle.db);
    const first = await rows(handle);
    await syncTaxonomy(handle.db);
    expect(await rows(handle)).toEqual(first);
  });

  it('updates changed nodes in place', async () => {
    await syncTaxonomy(handle.db);
    const before = await rows(handle);
    const renamed: TaxonomyNode[] = TAXONOMY.map((node) => (node.name === 'Хол' ? { ...node, slug: 'hol', name: 'Всекидневна' } : node));
    await syncTaxonomy(handle.db, renamed);
    const after = await rows(handle);
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.slug === 'hol')?.name).toBe('Всекидневна');
    expect(after.find((row) => row.slug === 'holni-garnituri')?.long_name).toBe('Всекидневна | Холни гарнитури');
  });
});
