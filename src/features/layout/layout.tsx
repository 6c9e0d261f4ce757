import type { ReactNode } from 'react';
import type { Menu } from '../../client';
import { bg } from '../../i18n';
import { CompareToast } from '../compare';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

const MAIN_ID = 'main';

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
      <Footer />
      <CompareToast />
    </div>
  );
}
