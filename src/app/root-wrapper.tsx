import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Layout } from '../features/layout';
import { useMenuSnapshot } from './use-menu-snapshot';
import '../styles/global.css';

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
