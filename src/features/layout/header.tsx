import { Link } from 'gatsby';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import type { MenuNode } from '../../client';
import { Icon, useEscape } from '../../components';
import { bg } from '../../i18n';
import { COMPARE_PATH, compareBadge, useCompareCount } from '../compare';
import { SearchForm } from '../search';
import { useUser } from '../user';
import { MobileNav } from './mobile-nav';
import { useAuthModal } from './use-auth-modal';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useLikesRuntime } from './use-likes-runtime';
import './layout.css';

const MOBILE_NAV_ID = 'mobile-nav';
/* Only a signed-in visitor has it, and only after hydration (the user is read from cookies then): not in any first load. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export interface HeaderProps {
  /** The menu's primary categories (spec §3 Menu.primary). */
  primaryCategories: readonly MenuNode[];
  /** Spec §2: the Inspiration link shows only with the shop-the-look feature on. */
  showInspiration?: boolean;
  /** What a logged-out click on favourites does; by default it opens the auth modal (spec §6). */
  onAuthRequired?: () => void;
}

/** The desktop category bar; memoised on the build-time menu, so the header's state changes pass it by. */
const CategoryBar = memo(function CategoryBar({ categories }: { categories: readonly MenuNode[] }) {
  return (
    <nav className="category-bar" aria-label={bg.header.departments}>
      <ul className="container category-bar__list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/products/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * Spec §2 header: search, compare link with badge, favourites, login or user menu, hamburger menu. The inspiration and
 * favourites links are plain anchors: the site builds no inspiration page, and a Gatsby Link to the favourites would
 * prefetch the account template's data on every page. 'Вход' is a link to /login that opens the auth modal once the
 * page is interactive; signed in, the heart opens the favourites modal once the likes code has loaded.
 */
export function Header({ primaryCategories, showInspiration = false, onAuthRequired }: HeaderProps) {
  const user = useUser();
  const compareCount = useCompareCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hidden = useHideOnScroll({ paused: menuOpen });
  const badge = compareBadge(compareCount);
  const { openAuthModal, authModal } = useAuthModal();
  const requireAuth = onAuthRequired ?? (() => openAuthModal('login'));
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const { likesRuntime, ready } = useLikesRuntime({ openAuthModal, favouritesOpen, onCloseFavourites: () => setFavouritesOpen(false) });

  useEscape({ active: menuOpen, onEscape: closeMenu });

  return (
    <header className={hidden ? 'site-header site-header--hidden' : 'site-header'} data-testid="site-header">
      <div className="container site-header__bar">
        <button
          type="button"
          className="icon-button site-header__menu"
          aria-label={bg.header.menu}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAV_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Link to="/" className="logo" aria-label={bg.site.homeLabel}>
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{bg.site.name}</span>
        </Link>
        <SearchForm />
        <div className="site-header__actions">
          {showInspiration && (
            <a href="/inspirations" className="site-header__text-link">
              {bg.header.inspirations}
            </a>
          )}
          <Link to={COMPARE_PATH} className="icon-button" aria-label={bg.header.compareLabel(compareCount)}>
            <Icon name="compare" />
            {badge && (
              <span className="count-badge" data-testid="compare-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </Link>
          {user ? (
            <a
              href="/user/favourites"
              className="icon-button"
              aria-label={bg.header.favourites}
              onClick={(event) => {
                if (!ready) return;
                event.preventDefault();
                setFavouritesOpen(true);
              }}
            >
              <Icon name="heart" />
            </a>
          ) : (
            <button type="button" className="icon-button" aria-label={bg.header.favourites} onClick={requireAuth}>
              <Icon name="heart" />
            </button>
          )}
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <a
              href="/login"
              className="button button--ghost site-header__login"
              onClick={(event) => {
                event.preventDefault();
                openAuthModal('login');
              }}
            >
              <Icon name="user" size={20} />
              <span>{bg.header.login}</span>
            </a>
          )}
        </div>
      </div>
      {primaryCategories.length > 0 && <CategoryBar categories={primaryCategories} />}
      <MobileNav id={MOBILE_NAV_ID} open={menuOpen} categories={primaryCategories} onNavigate={closeMenu} />
      {authModal}
      {likesRuntime}
    </header>
  );
}
