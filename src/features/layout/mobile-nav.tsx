import { Link } from 'gatsby';
import { memo, useState } from 'react';
import type { MenuNode } from '../../client';
import { bg } from '../../i18n';
import './layout.css';

/** Sub-categories shown under each department in the menu panel. */
const CHILDREN_SHOWN = 8;

export interface MobileNavProps {
  id: string;
  open: boolean;
  categories: readonly MenuNode[];
  onNavigate: () => void;
}

/**
 * The hamburger panel: primary categories with their first sub-categories. Its links are rendered from the first
 * opening on: closed, the panel is hidden, and its hundred links would be built, hydrated and watched for prefetching
 * on every page load (the category bar and the footer carry the links for crawlers and keyboards). Memoised on stable
 * props, so the header's own state changes pass it by.
 */
export const MobileNav = memo(function MobileNav({ id, open, categories, onNavigate }: MobileNavProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <nav id={id} className="mobile-nav" aria-label={bg.header.categories} hidden={!open}>
      {opened && (
        <div className="container mobile-nav__inner">
          <ul className="mobile-nav__list">
            <li className="mobile-nav__item mobile-nav__item--all">
              <Link to="/products" onClick={onNavigate}>
                {bg.header.allProducts}
              </Link>
              <Link to="/products/sales" onClick={onNavigate} className="mobile-nav__sales">
                {bg.header.sales}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id} className="mobile-nav__item">
                <Link to={`/products/${category.slug}`} onClick={onNavigate} className="mobile-nav__department">
                  {category.name}
                </Link>
                {category.children.length > 0 && (
                  <ul className="mobile-nav__children">
                    {category.children.slice(0, CHILDREN_SHOWN).map((child) => (
                      <li key={child.id}>
                        <Link to={`/products/${child.slug}`} onClick={onNavigate}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
});
