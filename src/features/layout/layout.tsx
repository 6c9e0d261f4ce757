import { memo, type ReactNode, Suspense } from 'react';
import type { Menu } from '../../client';
import { bg } from '../../i18n';
import { CompareToast } from '../compare';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

const MAIN_ID = 'main';

/*
 * A Suspense boundary (nothing in it suspends): React hydrates the footer in tasks of its own after the page. Memoised
 * without props, so a re-render of the layout never reaches the boundary before it has hydrated (React error 421).
 */
const SiteFooter = memo(function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});

export interface LayoutProps {
  /** The build-time menu; null renders the header without categories. */
  menu: Menu | null;
  children: ReactNode;
  showInspiration?: boolean;
  onAuthRequired?: () => void;
}

/** The page shell: skip link, header, main and footer. */
export function Layout({ menu, children, showInspiration, onAuthRequired }: LayoutProps) {
  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {bg.site.skipToContent}
      </a>
      <Header primaryCategories={menu?.primary ?? []} showInspiration={showInspiration} onAuthRequired={onAuthRequired} />
      <main id={MAIN_ID} className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CompareToast />
    </div>
  );
}
