import { breadcrumb, buildCategoryTree, buildMenu, subtreeIds } from './category-tree';

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
    [category(1, null, 'mebeli', 'primary'), category(2, 1, 'divani'), category(3, 2, 'aglovi'), category(4, 1, 'masi'), category(5, null, 'hol', 'rooms')],
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
