import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { onRenderBody } from 'gatsby-plugin-image/gatsby-ssr';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inlineScripts, SCRIPT_MANIFEST, type ScriptManifest, scriptHash } from '../server/src/services/site/csp';

/** The inline scripts gatsby-plugin-image adds to the head of every page and into each image it renders. */
function imageScripts(): string[] {
  const head: ReactElement[] = [];
  onRenderBody({ setHeadComponents: (components) => head.push(...components) });
  const image: IGatsbyImageData = { layout: 'constrained', width: 1, height: 1, images: { fallback: { src: '/img/x.jpg' } } };
  return inlineScripts(renderToStaticMarkup(createElement('div', null, ...head, createElement(GatsbyImage, { image, alt: '' }))));
}

/** The scripts Gatsby stitches into every page from its scripts slice: chunk mapping and compilation hash. */
function sliceScripts(siteDir: string): string[] {
  const slices = join(siteDir, '_gatsby', 'slices');
  if (!existsSync(slices)) return [];
  return readdirSync(slices)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => inlineScripts(readFileSync(join(slices, name), 'utf8')));
}

/**
 * Writes the hashes of the inline scripts the build itself emits, taken from their sources (the libraries and the
 * slices), never from the pages, whose text comes partly from shop feeds. The server adds each page's own
 * page-path script and sends the result as the page's Content-Security-Policy.
 */
export function writeScriptManifest(siteDir: string): ScriptManifest {
  const manifest: ScriptManifest = { scriptHashes: [...new Set([...imageScripts(), ...sliceScripts(siteDir)].map(scriptHash))].sort() };
  writeFileSync(join(siteDir, SCRIPT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
