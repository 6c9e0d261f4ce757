/**
 * The one way text from shops and users reaches HTML outside React's own text escaping: server-built HTML
 * fragments, inline scripts and JSON-LD, and later e-mail and Markdown output. Pure and dependency-free,
 * since both the site and the server import it.
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the body of an inline `<script>` (JSON-LD, boot data). A script body is raw text that ends at the first
 * `</script`, and entities are not decoded inside it, so `<`, `>` and `&` are written as JSON `\u` escapes, which
 * parse back to the same value; U+2028 and U+2029 are escaped too, since older JavaScript parsers end a string at them.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_ESCAPES[ch] ?? ch);
}
