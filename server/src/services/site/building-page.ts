import { escapeHtml } from '@uyut/core';

/** The page's Bulgarian text: the server answers it before any site exists, so it never reads the site's i18n. */
const TEXT = {
  siteName: 'Уют',
  title: 'Сайтът се подготвя',
  text: 'Уют подрежда каталога и ще бъде готов след няколко минути. Страницата ще се презареди сама.',
};

/** How long a visitor's browser waits before it asks again while the first build runs; it takes minutes. */
export const BUILDING_RETRY_SECONDS = 30;

/**
 * The page every site path answers until the first build is in place (`npm start` serves the API at once and
 * builds the site meanwhile): self-contained, no script, and it reloads itself.
 */
export function buildingPage(): string {
  const { siteName, title, text } = TEXT;
  return [
    '<!DOCTYPE html>',
    '<html lang="bg"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="${BUILDING_RETRY_SECONDS}">`,
    `<title>${escapeHtml(`${title} – ${siteName}`)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#2b2420;background:#faf7f2}main{max-width:32rem;padding:1.5rem;text-align:center}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    '',
  ].join('\n');
}
