/**
 * Writes server/src/feeds/html-entities.json: every named character reference of HTML5 (WHATWG's list, 2,125
 * names such as &ndash; &hellip; &check; &NewLine;), as the `entities` package ships it in
 * lib/maps/entities.json (name without '&' and ';' → the characters it stands for).
 *
 *   npx tsx scripts/generate-html-entities.ts node_modules/entities/lib/maps/entities.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUT = join(__dirname, '..', 'server', 'src', 'feeds', 'html-entities.json');

function entitiesJson(table: Readonly<Record<string, string>>): string {
  const names = Object.keys(table).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not an entity name: ${name}`);
  return `${JSON.stringify(Object.fromEntries(names.map((name) => [name, table[name]])), null, 2)}\n`;
}

if (require.main === module) {
  const source = process.argv[2];
  if (source === undefined)
    throw new Error('Give the path of the list: a name → characters JSON object, such as entities/lib/maps/entities.json');
  const table = JSON.parse(readFileSync(source, 'utf8')) as Record<string, string>;
  writeFileSync(OUTPUT, entitiesJson(table));
  console.log(`${Object.keys(table).length} names written to ${OUTPUT}`);
}
