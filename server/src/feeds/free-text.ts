import { HTML_ENTITIES } from './html-entities';

/**
 * Local names (any namespace prefix, any case) of the elements whose content is free text a shop types or pastes:
 * descriptions, and the names and titles of items. Shop platforms write HTML into them without CDATA.
 */
const FREE_TEXT_NAMES = ['description', 'productname', 'product', 'title'];

/**
 * In markup: the start of a CDATA section, a comment, a DOCTYPE, or an open tag of a free-text element (group 1
 * its name as written). Nothing else in markup needs a look.
 */
const MARKUP = new RegExp(`<!\\[CDATA\\[|<!--|<!DOCTYPE|<((?:[A-Za-z_][\\w.-]*:)?(?:${FREE_TEXT_NAMES.join('|')}))(?:\\s[^<>]*)?>`, 'gi');
/** In free text: what XML may not take as it is: markup characters, references, control and non-characters. */
const SPECIAL = /[<>&\p{Cc}\ufffe\uffff]/gu;
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}));/y;
/** What may still become a reference once the next chunk arrives. */
const REFERENCE_START = /^&(?:#\d{0,7}|#[xX][0-9a-fA-F]{0,6}|[A-Za-z][A-Za-z0-9]{0,31})?$/;
const CLOSE_END = /\s*>/y;
const CDATA_START = '<![CDATA[';
/** A tag this long without its '>' is not one: the text is passed on instead of held back. */
const MAX_HELD_TAG = 1024;

/** A character XML allows (XML 1.0 production Char), as a numeric reference may name it. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Whether a complete reference `&…;` is one the XML parser resolves (XML's five, HTML5's names, a valid character). */
function isKnownReference(match: RegExpExecArray): boolean {
  const [, decimal, hex, name] = match;
  if (name !== undefined) return Object.hasOwn(HTML_ENTITIES, name);
  return isXmlChar(decimal !== undefined ? Number(decimal) : parseInt(hex as string, 16));
}

type Mode = 'markup' | 'cdata' | 'comment' | 'text' | 'text-cdata' | 'verbatim';

/**
 * Makes the free text of a feed readable as XML, as the feed streams through. Shop platforms write raw HTML into
 * descriptions without CDATA: unclosed `<br>`, `<img …>`, `<hr>`, a stray `</b>`, a bare '&', references only
 * HTML5 defines (`&check;`), control characters. Each is an XML error that would end the whole feed. Inside a free-text
 * element (FREE_TEXT_NAMES) this writes '<' and '>' as `&lt;` `&gt;` unless they begin a CDATA section or the
 * element's own close tag, '&' as `&amp;` unless it begins a reference the parser resolves, and a character XML
 * forbids as a space: the markup becomes text of the element, which the formats strip with htmlToText as they strip
 * the markup of a CDATA section, and a reference that only HTML knows stays as written for htmlToText to decode.
 * Everything outside free-text elements passes unchanged, so the feed's structure is still checked strictly, and
 * no newline is added or removed, so the parser's lines are the file's. A DOCTYPE turns this off: the parser refuses it.
 */
export class FreeTextEscaper {
  private mode: Mode = 'markup';
  /** `</NAME` of the free-text element being read. */
  private closeTag = '';
  /** The end of the last chunk, when it may be the start of something the next chunk completes. */
  private pending = '';
  /** An open or close tag of the feed's item element. */
  private readonly itemTag: RegExp;

  /** `itemNames`: the elements an item may be ('SHOPITEM'; 'item' or 'entry'), in any case and with any namespace prefix. */
  constructor(itemNames: readonly string[]) {
    this.itemTag = new RegExp(`<\\/?(?:[A-Za-z_][\\w.-]*:)?(?:${itemNames.join('|')})(?=[\\s/>])`, 'iy');
  }

  /**
   * Whether the tag at `at` shows that the free-text element was never closed (an item tag, or the element's own
   * open tag again): free text ends there unescaped, and the parser reports the element as it did before, with
   * its line, instead of the text swallowing the items that follow.
   */
  private endsText(input: string, at: number): boolean {
    this.itemTag.lastIndex = at;
    if (this.itemTag.test(input)) return true;
    const own = this.closeTag.slice(2);
    return input.startsWith(own, at + 1) && /[\s/>]/.test(input.charAt(at + 1 + own.length));
  }

  write(chunk: string): string {
    const input = this.pending + chunk;
    this.pending = '';
    let out = '';
    /** input[copied…] has not been copied to `out` yet (text passes as slices, not character by character). */
    let copied = 0;
    let at = 0;
    const replace = (index: number, length: number, text: string) => {
      out += input.slice(copied, index) + text;
      copied = index + length;
    };
    const hold = (index: number) => {
      this.pending = input.slice(index);
      at = input.length;
      return out + input.slice(copied, index);
    };
    while (at < input.length) {
      const mode = this.mode;
      if (mode === 'verbatim') break;
      if (mode === 'cdata' || mode === 'comment' || mode === 'text-cdata') {
        const end = mode === 'comment' ? '-->' : ']]>';
        const found = input.indexOf(end, at);
        if (found < 0) return hold(Math.max(at, input.length - end.length + 1));
        at = found + end.length;
        this.mode = mode === 'text-cdata' ? 'text' : 'markup';
      } else if (mode === 'markup') {
        MARKUP.lastIndex = at;
        const match = MARKUP.exec(input);
        if (match === null) {
          const open = input.lastIndexOf('<');
          const unfinished = open >= at && input.indexOf('>', open) < 0 && input.length - open < MAX_HELD_TAG;
          return unfinished ? hold(open) : out + input.slice(copied);
        }
        at = match.index + match[0].length;
        const [tag, name] = match;
        if (tag === CDATA_START) this.mode = 'cdata';
        else if (tag === '<!--') this.mode = 'comment';
        else if (name === undefined) this.mode = 'verbatim';
        else if (!tag.endsWith('/>')) {
          this.mode = 'text';
          this.closeTag = `</${name}`;
        }
      } else {
        SPECIAL.lastIndex = at;
        const match = SPECIAL.exec(input);
        if (match === null) break;
        at = match.index;
        const char = match[0];
        if (char === '<') {
          if (input.startsWith(CDATA_START, at)) {
            at += CDATA_START.length;
            this.mode = 'text-cdata';
            continue;
          }
          if (input.indexOf('>', at) < 0 && input.length - at < MAX_HELD_TAG) return hold(at);
          if (input.startsWith(this.closeTag, at)) {
            CLOSE_END.lastIndex = at + this.closeTag.length;
            if (CLOSE_END.exec(input) !== null) {
              at = CLOSE_END.lastIndex;
              this.mode = 'markup';
              continue;
            }
          }
          if (this.endsText(input, at)) {
            this.mode = 'markup';
            continue;
          }
          replace(at, 1, '&lt;');
        } else if (char === '>') replace(at, 1, '&gt;');
        else if (char === '&') {
          REFERENCE.lastIndex = at;
          const reference = REFERENCE.exec(input);
          if (reference !== null && isKnownReference(reference)) {
            at = REFERENCE.lastIndex;
            continue;
          }
          if (reference === null && REFERENCE_START.test(input.slice(at, at + 40))) return hold(at);
          replace(at, 1, '&amp;');
        } else if (!isXmlChar(char.charCodeAt(0))) replace(at, 1, ' ');
        at++;
      }
    }
    return out + input.slice(copied);
  }

  /** What was held back at the end of the feed, as it was: a feed cut inside a tag is the parser's error to report. */
  end(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }
}
