import { createHash } from 'node:crypto';

/** The build step writes what its pages need from their policy into this file. */
export const SCRIPT_MANIFEST = '.uyut-csp.json';

export interface ScriptManifest {
  /** The inline scripts that Gatsby emits. */
  scriptHashes: string[];
  /** Origins the site's API client calls besides its own (GATSBY_API_URL, inlined at build). */
  connectSources: string[];
}

/** The bodies of a page's inline scripts (those without `src`), as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , body]) => body!);
}

/** A CSP source expression for one inline script body. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Gatsby names each page in an inline script of its own. Only a body that does nothing but assign one string literal
 * (no `<`, `>` or `&`, so no markup inside it) to window.pagePath is taken from the page itself.
 */
const PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath="(?:[^"\\<>&\n]|\\.)*";\/\*\]\]>\*\/$/;

/** The hashes of the scripts a page brings itself and may run: its page-path script. */
export function ownScriptHashes(html: string): string[] {
  return inlineScripts(html)
    .filter((body) => PAGE_PATH_SCRIPT.test(body))
    .map(scriptHash);
}

/**
 * The policy of every HTML page: scripts only from our origin or with a listed hash (no inline script a feed could
 * have smuggled into the markup), no plugins, no foreign base URL, framing or form targets. Styles stay inline
 * (React style attributes); images are ours, plus the data: URLs of our own stylesheets (the select arrow).
 */
export function contentSecurityPolicy(options: { scriptHashes: readonly string[]; connectSources: readonly string[] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...options.connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}
