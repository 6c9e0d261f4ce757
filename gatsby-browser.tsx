import type { GatsbyBrowser } from 'gatsby';
import { hydrateInSlices } from './src/app/hydrate';
import { PageWrapper, RootWrapper } from './src/app/root-wrapper';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;
/** Gatsby's legacy `Renderer` type cannot describe a root API renderer; Gatsby only calls it with (element, container). */
export const replaceHydrateFunction = () => hydrateInSlices;
