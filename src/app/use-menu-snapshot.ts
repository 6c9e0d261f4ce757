import { graphql, useStaticQuery } from 'gatsby';
import type { Menu } from '../client';

interface MenuQuery {
  uyutMenu: { data: Menu } | null;
}

/** The menu as it was at build time; one static query result shared by every page. */
export function useMenuSnapshot(): Menu | null {
  const result = useStaticQuery<MenuQuery>(graphql`
    query MenuSnapshot {
      uyutMenu {
        data
      }
    }
  `);
  return result.uyutMenu?.data ?? null;
}
