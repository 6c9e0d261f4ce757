import type { IndexCategory } from './types';

/** The category tree as the index reads it: every category numbered in DFS order, so a subtree is the range [pre, end). */
export interface CategoryTree {
  categories: Map<number, IndexCategory>;
  categoryBySlug: Map<string, IndexCategory>;
  roots: IndexCategory[];
  /** Category id by DFS number (the index's category column holds DFS numbers). */
  categoryIdByPre: number[];
}

export function categoryTree(list: Array<Omit<IndexCategory, 'pre' | 'end' | 'childIds'>>): CategoryTree {
  const tree: CategoryTree = { categories: new Map(), categoryBySlug: new Map(), roots: [], categoryIdByPre: [] };
  const all = list.map((c) => ({ ...c, pre: 0, end: 0, childIds: [] as number[] }));
  for (const c of all) tree.categories.set(c.id, c);
  for (const c of all) {
    const parent = c.parentId === null ? undefined : tree.categories.get(c.parentId);
    if (parent) parent.childIds.push(c.id);
    else tree.roots.push(c);
    tree.categoryBySlug.set(c.slug, c);
  }
  let next = 0;
  const number = (c: IndexCategory): void => {
    c.pre = next++;
    tree.categoryIdByPre[c.pre] = c.id;
    for (const id of c.childIds) number(tree.categories.get(id)!);
    c.end = next;
  };
  tree.roots.forEach(number);
  return tree;
}
