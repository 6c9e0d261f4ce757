export { CURRENT_SITE, Footer } from './footer';
export { Header, type HeaderProps } from './header';
export { Layout, type LayoutProps } from './layout';
export { MobileNav, type MobileNavProps } from './mobile-nav';
export { HEADER_SCROLL_THRESHOLD, useHideOnScroll } from './use-hide-on-scroll';
export { UserMenu } from './user-menu';
