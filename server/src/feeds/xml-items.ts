import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { normaliseHttpUrl } from '../lib/http-url';
import { EncodingRefused, FeedDecoder, UndecodableBytes } from './feed-encoding';
import type { FeedInput, FeedRecord } from './feed-format';
import { FreeTextEscaper } from './free-text';
import { HTML_ENTITIES } from './html-entities';
import { decodeCharacterReferences } from './values';

const MAX_FIELD_CHARS = 100_000;
const MAX_ITEMS_PER_FIELD = 100;

/** The text content of one feed item, before any validation. */
export interface RawItem {
  line: number;
  /** Direct child elements of the item by (normalised) name; repeated elements keep every value. */
  fields: Map<string, string[]>;
  /** Child elements that hold elements themselves (Heureka PARAM, Google shipping …), by block name. */
  blocks: Map<string, Record<string, string>[]>;
  /** Fields whose text was longer than MAX_FIELD_CHARS: their value is its beginning. */
  truncated: string[];
}

export interface XmlItemsOptions<Block extends string> {
  input: FeedInput;
  /** Normalised names of the element each item is, e.g. 'SHOPITEM', or 'item' (RSS) and 'entry' (Atom). */
  itemNames: readonly string[];
  /** Normalised names of item children that are blocks of named values. */
  blockNames: readonly Block[];
  /** Maps an element name to the name used everywhere else (case, namespace prefix). */
  normalise: (name: string) => string;
  build: (raw: RawItem) => FeedRecord;
}

class FeedRejected extends Error {}

/**
 * Streams the items of an XML feed; never holds more than one chunk of the file and one item.
 *
 * Bytes are decoded by their byte order mark or XML declaration (feed-encoding.ts): UTF-8, UTF-16 or a
 * single-byte encoding such as windows-1251; text chunks are taken as decoded already.
 *
 * Free text (descriptions, names) may hold raw HTML without CDATA: FreeTextEscaper makes it XML text before the
 * parser reads it, so it is kept as text instead of ending the feed.
 *
 * Safety: a DOCTYPE stops the feed (so entity definitions — billion laughs, XXE — are never read, let
 * alone expanded); an entity that neither XML nor HTML5 defines is an XML error outside free text, and kept as
 * written inside it. An XML error, or bytes invalid in the feed's encoding, is reported with its line and ends the
 * feed; items before it were already yielded.
 */
export async function* streamXmlItems<Block extends string>(options: XmlItemsOptions<Block>): AsyncGenerator<FeedRecord> {
  const queue: FeedRecord[] = [];
  const parser = new SaxesParser({ position: true });
  /* Shops write HTML's named references (&ndash; &deg; &check; …) into plain XML text; each is a fixed string. */
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const blockNames = new Set<string>(options.blockNames);
  const itemNames = new Set(options.itemNames);
  let item: RawItem | null = null;
  let block: Record<string, string> | null = null;
  /** Element names below the current item. */
  const path: string[] = [];
  let text = '';
  /* Atom writes a field's value as an attribute of an empty element: `<link href="…"/>`. */
  let href: string | null = null;
  /**
   * saxes reports a close tag for an element that a wrong close tag ends implicitly, then fails. An item
   * closed as the very last event before an error may be such a truncated item, so it is not trusted.
   */
  let lastEventClosedItem = false;

  parser.on('doctype', () => {
    throw new FeedRejected('DOCTYPE is not allowed in a feed (entities are never expanded)');
  });
  const onText = (chunk: string) => {
    lastEventClosedItem = false;
    if (!item || path.length === 0) return;
    /* A description with pasted inline images runs to megabytes: its beginning is kept, and the item with it. */
    if (text.length + chunk.length > MAX_FIELD_CHARS) {
      const field = path[0] as string;
      if (!item.truncated.includes(field)) item.truncated.push(field);
      text += chunk.slice(0, Math.max(0, MAX_FIELD_CHARS - text.length));
      return;
    }
    text += chunk;
  };
  /** Path depth of the element whose text is a value: an item field (1) or a field of a block (2). */
  const valueDepth = () => (block ? 2 : 1);
  parser.on('opentag', (tag) => {
    lastEventClosedItem = false;
    const name = options.normalise(tag.name);
    if (!item) {
      if (itemNames.has(name)) item = { line: parser.line, fields: new Map(), blocks: new Map(), truncated: [] };
      return;
    }
    /*
     * An element inside a value is HTML without CDATA: kept in the value's text as a tag (descriptions strip it with
     * htmlToText; short fields show it as text).
     */
    if (path.length >= valueDepth()) {
      path.push(name);
      const attributes = Object.entries(tag.attributes).map(([key, value]) => ` ${key}="${String(value).replace(/"/g, '&quot;')}"`);
      onText(`<${tag.name}${attributes.join('')}>`);
      return;
    }
    if (path.length === 0 && blockNames.has(name)) block = {};
    path.push(name);
    text = '';
    href = typeof tag.attributes.href === 'string' ? tag.attributes.href : null;
  });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    lastEventClosedItem = false;
    if (!item) return;
    const name = path.pop();
    if (path.length >= valueDepth()) {
      onText(`</${tag.name}>`);
      return;
    }
    if (name === undefined) {
      queue.push(options.build(item));
      lastEventClosedItem = true;
      item = null;
      return;
    }
    const value = href !== null && text.trim() === '' ? href : text;
    text = '';
    href = null;
    if (path.length === 0) {
      if (blockNames.has(name) && block) {
        const list = item.blocks.get(name) ?? [];
        if (list.length < MAX_ITEMS_PER_FIELD) list.push(block);
        item.blocks.set(name, list);
        block = null;
        return;
      }
      const values = item.fields.get(name) ?? [];
      if (values.length < MAX_ITEMS_PER_FIELD) values.push(value);
      item.fields.set(name, values);
    } else if (path.length === 1 && block) {
      block[name] ??= value;
    }
  });

  const decoder = new FeedDecoder();
  const escaper = new FreeTextEscaper(options.itemNames);
  const leadingSpace = new LeadingSpaceMover();
  const decode = (chunk: string | Uint8Array | null): { text: string; undecodable: UndecodableBytes | null } => {
    try {
      return { text: chunk === null ? decoder.end() : typeof chunk === 'string' ? chunk : decoder.write(chunk), undecodable: null };
    } catch (error) {
      if (error instanceof UndecodableBytes) return { text: error.text, undecodable: error };
      throw error;
    }
  };
  const feed = (chunk: string | Uint8Array | null): FeedRecord | null => {
    try {
      /* The text before undecodable bytes is parsed first: its items are kept, and the parser's line is theirs. */
      const { text, undecodable } = decode(chunk);
      parser.write(escaper.write(leadingSpace.write(text) + (chunk === null || undecodable ? leadingSpace.end() : '')));
      if (undecodable) {
        parser.write(escaper.end());
        return { ok: false, line: parser.line, reason: `Feed rejected: line ${parser.line}: ${undecodable.message}`, fatal: true };
      }
      if (chunk === null) parser.write(escaper.end()).close();
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof EncodingRefused) return { ok: false, line: parser.line, reason: `Feed rejected: ${message}`, fatal: true };
      const line = parser.line;
      const suspect = lastEventClosedItem ? queue.pop() : undefined;
      if (suspect) {
        const itemId = suspect.ok ? suspect.item.itemId : suspect.itemId;
        queue.push({
          ok: false,
          ...(itemId === undefined ? {} : { itemId }),
          line: suspect.line,
          reason: `${options.itemNames[0]}: cut short by the XML error that follows`,
        });
      }
      const reason = error instanceof FeedRejected ? `Feed rejected: ${message}` : `XML error: ${message}`;
      return { ok: false, line, reason, fatal: true };
    }
  };

  const { input } = options;
  const stream = typeof input === 'string' ? createReadStream(input, { highWaterMark: 64 * 1024 }) : input;
  for await (const chunk of stream) {
    const fatal = feed(chunk as string | Uint8Array);
    yield* queue.splice(0);
    if (fatal) {
      yield fatal;
      return;
    }
  }
  const fatal = feed(null);
  yield* queue.splice(0);
  if (fatal) yield fatal;
}

/** A declaration this long without its '?>' is not one: the text is passed on as it is. */
const MAX_DECLARATION_CHARS = 1024;

/**
 * Moves whitespace before the XML declaration to just after it. PHP shop platforms often print a newline or spaces
 * before `<?xml …?>` (from a template or an included file), which XML forbids: the parser would reject the whole feed
 * for it. Moved, not dropped, so that every line after the declaration keeps its number in the parser's errors.
 */
export class LeadingSpaceMover {
  /** The start of the document while it is only whitespace or a part of the declaration; null once passed on. */
  private held: string | null = '';

  write(text: string): string {
    if (this.held === null) return text;
    const all = this.held + text;
    const space = /^[ \t\r\n]*/.exec(all)?.[0] ?? '';
    const rest = all.slice(space.length);
    if (space === '' && rest !== '') return this.pass(all);
    const declaration = rest.startsWith('<?xml') ? rest.indexOf('?>') : -1;
    if (declaration >= 0) return this.pass(rest.slice(0, declaration + 2) + space + rest.slice(declaration + 2));
    const mayBeDeclaration = rest.startsWith('<?xml') ? rest.length < MAX_DECLARATION_CHARS : '<?xml'.startsWith(rest);
    if (!mayBeDeclaration) return this.pass(all);
    this.held = all;
    return '';
  }

  private pass(text: string): string {
    this.held = null;
    return text;
  }

  /** What was held back at the end of the text. */
  end(): string {
    const rest = this.held ?? '';
    this.held = null;
    return rest;
  }
}

/** The first value of a field, trimmed; null when absent or blank. */
export function firstValue(raw: RawItem, name: string): string | null {
  const value = raw.fields.get(name)?.[0]?.trim();
  return value ? value : null;
}

/**
 * The one normaliser of a short text value (a name, a brand, a category, a parameter): whitespace collapsed and
 * HTML character references read. Shop platforms store names HTML-escaped and escape them again into the feed
 * (`Диван &amp;quot;Верона&amp;quot;`), or put them in CDATA with the references written out. What looks like a tag
 * stays text, as the shop wrote it: a short field is not HTML, and every page escapes it.
 */
export function collapse(value: string | null | undefined): string | null {
  if (!value) return null;
  const collapsed = (value.includes('&') ? decodeCharacterReferences(value) : value).replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed : null;
}

/**
 * The images of an item from its image fields, normalised, without duplicates, at most `max`; a relative address
 * ('/img/1.jpg', '//cdn.example/1.jpg', as platforms write their own media) is read against the item's product URL
 * `base`, and each value that is not an http(s) URL then (or file: URL when allowed) is ignored with a warning
 * naming the field. One element may list several URLs separated by commas (as Google allows for additional images);
 * a comma inside a URL stays.
 */
export function imageUrlsOf(options: {
  raw: RawItem;
  fields: [main: string, alternative: string];
  /** The item's product URL. */
  base: string;
  maxLength: number;
  max: number;
  allowFile: boolean;
  warnings: string[];
}): string[] {
  const { raw, fields, base, maxLength, max, allowFile, warnings } = options;
  const images: string[] = [];
  for (const field of fields) {
    for (const value of (raw.fields.get(field) ?? []).flatMap((listed) => listed.split(/,\s*(?=(?:https?|file):\/\/)/i))) {
      const trimmed = value.trim();
      if (!trimmed) continue;
      const url = trimmed.length > maxLength ? null : normaliseHttpUrl(trimmed, { allowFile, base });
      if (url === null) warnings.push(`${fields[0]}: ignored "${trimmed.slice(0, 100)}" (not an http(s) URL)`);
      else if (!images.includes(url) && images.length < max) images.push(url);
    }
  }
  return images;
}

/**
 * What every format's record builder starts with: field lookup, the bad-item result carrying the item id
 * and line, warnings, length-limited fields, and the checks of the id, name and product URL.
 */
export function recordTools<Limit extends string>(options: {
  raw: RawItem;
  limits: Record<Limit, number>;
  /**
   * The element of each required value, then the names older or other platforms write it under, read when the
   * first is absent (Heureka's PRODUCT for PRODUCTNAME). Limits and errors name the first.
   */
  fields: { id: Alternatives<NoInfer<Limit>>; name: Alternatives<NoInfer<Limit>>; url: Alternatives<NoInfer<Limit>> };
  /** Identify an item without an id by its product URL (formats whose older versions had no id element). */
  idFromUrl?: boolean;
}) {
  const { raw, limits, fields } = options;
  const first = (name: string) => firstValue(raw, name);
  const firstOf = (names: Alternatives<Limit>) => names.map(first).find((value) => value !== null) ?? null;
  const givenId = firstOf(fields.id) ?? undefined;
  const bad = (reason: string): FeedRecord => ({
    ok: false,
    ...(givenId === undefined ? {} : { itemId: givenId }),
    line: raw.line,
    reason,
  });
  const warnings = raw.truncated.map((field) => `${field}: longer than ${MAX_FIELD_CHARS} characters, only its beginning read`);
  const cut = (name: Limit, value: string | null) => {
    if (value === null || value.length <= limits[name]) return value;
    warnings.push(`${name}: cut to ${limits[name]} characters`);
    return value.slice(0, limits[name]);
  };
  const limited = (name: Limit) => cut(name, first(name));
  /** The id, name and URL every item needs, or the reason the item is bad. */
  const required = (): { itemId: string; productName: string; url: string } | FeedRecord => {
    const [idField] = fields.id;
    if (givenId === undefined && !options.idFromUrl) return bad(`${idField}: missing`);
    if (givenId !== undefined && givenId.length > limits[idField]) return bad(`${idField}: longer than ${limits[idField]} characters`);
    const productName = collapse(cut(fields.name[0], firstOf(fields.name)));
    if (!productName) return bad(`${fields.name[0]}: missing`);
    const given = firstOf(fields.url);
    if (!given) return bad(`${fields.url[0]}: missing`);
    /* A protocol-relative address ('//shop.example/p/1') is the shop's page over HTTPS. */
    const url = given.length > limits[fields.url[0]] ? null : normaliseHttpUrl(given.startsWith('//') ? `https:${given}` : given);
    if (url === null) return bad(`${fields.url[0]}: not an absolute http(s) URL: "${given.slice(0, 100)}"`);
    if (givenId !== undefined) return { itemId: givenId, productName, url };
    warnings.push(`${idField}: missing, the item is identified by its URL`);
    return { itemId: idOfUrl(url), productName, url };
  };
  return { first, bad, warnings, limited, required };
}

type Alternatives<Name extends string> = readonly [Name, ...string[]];

/** A stable item id from a product URL: the same URL gives the same id in every import. */
function idOfUrl(url: string): string {
  return `url-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
}
