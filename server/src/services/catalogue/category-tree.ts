import type { Category } from '../../db/schema';
import type { MenuNode } from './schemas';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
  /** Active variants in this category and every descendant. */
  count: number;
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
}

/** Builds the tree from flat rows (ordered by position) and rolls variant counts up to every ancestor. */
export function buildCategoryTree(categories: Category[], ownCounts: Map<number, number>): CategoryTree {
  const byId = new Map<number, CategoryNode>(categories.map((c) => [c.id, { category: c, children: [], count: 0 }]));
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.category.parent_id === null ? undefined : byId.get(node.category.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const rollUp = (node: CategoryNode): number => {
    node.count = (ownCounts.get(node.category.id) ?? 0) + node.children.reduce((sum, child) => sum + rollUp(child), 0);
    return node.count;
  };
  roots.forEach(rollUp);
  const bySlug = new Map([...byId.values()].map((n) => [n.category.slug, n]));
  return { roots, byId, bySlug };
}

/** The ids of a category and all its descendants. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.category.id, ...node.children.flatMap(subtreeIds)];
}

/** Ancestors from the root down to (and including) the node. */
export function breadcrumb(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const parentId = node.category.parent_id;
  const parent = parentId === null ? undefined : tree.byId.get(parentId);
  return parent ? [...breadcrumb(tree, parent), node] : [node];
}

function toMenuNode(node: CategoryNode): MenuNode {
  return {
    id: node.category.id,
    name: node.category.name,
    imageUrl: null,
    slug: node.category.slug,
    children: node.children.filter((c) => c.count > 0).map(toMenuNode),
  };
}

/** Spec §3 Menu: top-level categories by menu section, empty branches left out. */
export function buildMenu(tree: CategoryTree) {
  const section = (name: string) => tree.roots.filter((r) => r.category.menu === name && r.count > 0).map(toMenuNode);
  const primary = section('primary');
  return { primary, rooms: section('rooms'), gifts: [], top: primary.slice(0, 6) };
}
