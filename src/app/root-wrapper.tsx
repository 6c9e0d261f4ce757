/* First, so that every feature's own styles come after the tokens, the reset and the shared primitives. */
import '../styles/global.css';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Layout } from '../features/layout';
import { useMenuSnapshot } from './use-menu-snapshot';

const swrOptions = { revalidateOnFocus: true, dedupingInterval: 2000, errorRetryCount: 3 };

/** Shared by gatsby-browser and gatsby-ssr so that server HTML and hydration render the same tree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}

/** The page shell around every page; kept across navigations. */
export function PageWrapper({ children }: { children: ReactNode }) {
  const menu = useMenuSnapshot();
  return <Layout menu={menu}>{children}</Layout>;
}
