import table from './html-entities.json';

/**
 * Every named character reference of HTML5 (html-entities.json, written by scripts/generate-html-entities.ts from
 * WHATWG's list): shop platforms write HTML's references (&ndash; &bdquo; &deg; &hellip; &check; …) into feeds, where
 * XML itself defines only five. Each name stands for one fixed string of one or two characters, so defining them in
 * the XML parser expands nothing recursively.
 */
export const HTML_ENTITIES: Readonly<Record<string, string>> = table;
