import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';

/** Where the info and legal pages' Markdown sources live, relative to the repository root. */
export const INFO_PAGES_DIR = 'content/pages';

/** One info or legal page as the build renders it. */
export interface InfoPage {
  /** The page's site path, e.g. `/terms/cookies`. */
  path: string;
  title: string;
  description: string;
  /** The body rendered to HTML: no raw HTML of the source survives and links have safe protocols only. */
  html: string;
  /** The body's words without markup, for the page search index. */
  text: string;
}

/*
 * Editor text is not trusted: raw HTML in the source is shown as text, and a link or image may only point to a site
 * path, a fragment, http(s) or mailto. Protocol-relative URLs (`//host`) are refused: they leave the site unannounced.
 */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url) => SAFE_URL.test(url.trim());

/** Markdown to HTML under the rules above. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The words of a Markdown text without its markup: the text and code spans of every block, one space apart. */
export function markdownText(source: string): string {
  return markdown
    .parse(source, {})
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const REQUIRED_FIELDS = ['title', 'description', 'path'] as const;

/** A page source: `key: value` front matter between `---` lines (title, description, path), then the Markdown body. */
export function parseInfoPage(options: { source: string; file: string }): InfoPage {
  const source = options.source.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${options.file}: no front matter (title, description, path between --- lines)`);
  const fields = new Map(
    match[1]!.split('\n').flatMap((line) => {
      const colon = line.indexOf(':');
      return colon === -1 ? [] : [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const];
    }),
  );
  for (const field of REQUIRED_FIELDS) if (!fields.get(field)) throw new Error(`${options.file}: front matter has no ${field}`);
  const path = fields.get('path')!;
  if (!/^(\/[a-z0-9-]+)+$/.test(path)) throw new Error(`${options.file}: path ${path} is not a site path like /terms/cookies`);
  const body = source.slice(match[0].length);
  return {
    path,
    title: fields.get('title')!,
    description: fields.get('description')!,
    html: renderMarkdown(body),
    text: markdownText(body),
  };
}

/** Every page of a folder of Markdown sources, in file name order; two pages with one path are an error. */
export function readInfoPages(dir: string): InfoPage[] {
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseInfoPage({ source: readFileSync(join(dir, name), 'utf8'), file: join(dir, name) }));
  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`Two info pages have the path ${page.path}`);
    paths.add(page.path);
  }
  return pages;
}
