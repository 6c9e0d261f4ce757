/**
 * @uyut/core: the rules the site, the server and the build plugin share, each written once. Pure and dependency-free
 * (lint keeps it so): no I/O, no environment, no clock of its own; settings such as the primary currency are passed in.
 */
export * from './accounts';
export * from './calendar';
export { CLICK_SOURCES, isClickSource } from './click-sources';
export { discountLabel, discountPercent } from './discount';
export { escapeHtml, jsonForScript } from './html-escape';
export * from './images';
export * from './listing-url';
export * from './money';
export { bgPlural, formatCount, type PluralForms } from './plural';
export { productPath } from './product-path';
export * from './search';
export { ACCOUNT_PAGES, CLIENT_ROUTE_SHELLS, clientRouteShell, isAccountPath } from './site-pages/account-pages';
export * from './shopper';
export * from './visual';
export { type SeededRandom, seededRandom } from './seeded-random';
export { slugify, slugifyShort } from './slug';
