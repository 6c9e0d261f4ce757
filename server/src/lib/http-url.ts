/**
 * The one URL normaliser for addresses that come from outside (shop feeds, the CLI, stored offers):
 * an absolute http(s) URL in the WHATWG serialisation (`new URL(u).href`), so non-ASCII paths are
 * percent-encoded, tabs and line breaks are gone, and the result is safe in a `Location` header.
 * Anything else (other schemes, credentials, no host, unparsable) is null. With a `base`, a relative address
 * ('/img/1.jpg', '//cdn.example/1.jpg') is read as a link on the page at `base` reads it.
 */
export function normaliseHttpUrl(value: string, options: { allowFile?: boolean; base?: string } = {}): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), options.base);
  } catch {
    return null;
  }
  if (url.protocol === 'file:') return options.allowFile === true ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}
