import { Link } from 'gatsby';
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

/** The hamburger panel: primary categories with their first sub-categories. */
export function MobileNav({ id, open, categories, onNavigate }: MobileNavProps) {
  return (
    <nav id={id} className="mobile-nav" aria-label={bg.header.categories} hidden={!open}>
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
    </nav>
  );
}
