import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** C0 controls other than tab, line feed and carriage return, DEL and the C1 controls: none belongs in a page. */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
const TEXT_FILE = /\.(html|json|xml|txt)$/;

/** Why a text file's bytes are not clean (invalid UTF-8, or a control character and where), or null. */
export function textDefect(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not valid UTF-8';
  }
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isControl(code)) continue;
    const name = code.toString(16).toUpperCase().padStart(4, '0');
    return `control character U+${name} at character ${index}: …${JSON.stringify(text.slice(Math.max(0, index - 30), index + 30))}…`;
  }
  return null;
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** Every page, data, sitemap and text file of a built site that is not clean UTF-8 text, with why. */
export function siteTextDefects(siteDir: string): Array<{ file: string; defect: string }> {
  return textFiles(siteDir).flatMap((full) => {
    const defect = textDefect(readFileSync(full));
    return defect ? [{ file: relative(siteDir, full), defect }] : [];
  });
}
