import type { GatsbySSR } from 'gatsby';
import { renderBody } from './src/app/render-body';
import { PageWrapper, RootWrapper } from './src/app/root-wrapper';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'bg' });
  /* Without an icon link every browser asks for /favicon.ico, which the site does not have. */
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;
/* Gatsby's own body renderer leaves NUL bytes in Bulgarian pages (see renderBody). */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderBody(bodyComponent));
};
