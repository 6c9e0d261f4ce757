import type { CatalogueCategory } from '../../client';

/** What the home page reads of a category. */
export type HomeCategory = Pick<CatalogueCategory, 'id' | 'parentId' | 'slug' | 'name' | 'count'>;

/**
 * The categories the home page's data carries (gatsby-node): only what it reads, and only the stocked ones it lists.
 * Every category whole (descriptions, breadcrumbs) was three quarters of the page's data, which the browser fetches and
 * parses before it hydrates.
 */
export function homeCategories(categories: readonly CatalogueCategory[]): HomeCategory[] {
  return categories.filter((c) => c.count > 0).map(({ id, parentId, slug, name, count }) => ({ id, parentId, slug, name, count }));
}

/** Top-level departments with their most stocked sub-categories first. */
export function homeDepartments(categories: readonly HomeCategory[], perDepartment = 6) {
  return categories
    .filter((c) => c.parentId === null && c.count > 0)
    .map((department) => ({
      department,
      children: categories
        .filter((c) => c.parentId === department.id && c.count > 0)
        .sort((a, b) => b.count - a.count)
        .slice(0, perDepartment),
    }));
}
