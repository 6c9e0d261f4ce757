import { expect, test } from '@playwright/test';
import { e2eSiteDir } from '../../playwright.config';
import { componentScripts, readPageData, readWebpackStats } from '../../scripts/first-load-scripts';
import { firstSofaProductPath, hydrated, isHydrated, sofaListingLinks } from './helpers';

/** What a page fetches while it starts (issue 23): nothing waits for what could have started before it. */
test("a page's HTML names what its start-up fetches, and the browser takes each from its preload (issue 23)", async ({ page, request }) => {
  const pages = [
    { url: '/products/divani', ready: page.getByRole('heading', { level: 1 }) },
    { url: await firstSofaProductPath(request), ready: page.getByRole('heading', { level: 1 }) },
    { url: `/search?q=${encodeURIComponent('диван')}`, ready: page.getByRole('searchbox', { name: 'Търсене в Уют' }) },
  ];
  const stats = readWebpackStats(e2eSiteDir);
  for (const { url, ready } of pages) {
    const fetched: string[] = [];
    const record = (started: { url: () => string }) => fetched.push(new URL(started.url()).pathname);
    page.on('request', record);
    await page.goto(url);
    await hydrated(ready);
    page.off('request', record);
    const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    /* Everything Gatsby's loader needs before the page hydrates: the data files and the page component's scripts. */
    const { componentChunkName } = readPageData(e2eSiteDir, new URL(url, 'http://site').pathname);
    const startUp = componentScripts(stats, componentChunkName).map((name) => `/${name}`);
    expect(startUp.length, url).toBeGreaterThan(0);
    const dataFiles = fetched.filter((path) => path.startsWith('/page-data/'));
    expect(dataFiles, url).toContain('/page-data/app-data.json');
    for (const resource of [...startUp, ...dataFiles]) {
      expect(preloaded, `${url} preloads ${resource}`).toContain(resource);
      /* A preload the loader's request does not match is fetched twice. */
      expect(
        fetched.filter((path) => path === resource),
        `${url} fetches ${resource} once`,
      ).toHaveLength(1);
    }
  }
});

test('search results and a visually-similar listing ask the API for their content while the page hydrates, not after (issue 23)', async ({
  page,
  request,
}) => {
  /* Each API call is noted with whether the page's heading was hydrated when it was made (the helpers' rule, in the page). */
  await page.addInitScript({ content: `window.isHydrated = ${isHydrated.toString()};` });
  await page.addInitScript(() => {
    const calls: { path: string; hydrated: boolean }[] = [];
    const { isHydrated: hydratedNow } = window as unknown as { isHydrated: (element: Element) => boolean };
    Object.assign(window, { apiCalls: calls });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const heading = document.querySelector('h1');
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/v2/')) calls.push({ path: url.pathname, hydrated: heading !== null && hydratedNow(heading) });
      return send(input, init);
    };
  });
  const { visuallySimilar } = await sofaListingLinks(request);
  for (const [url, call] of [
    [`/search?q=${encodeURIComponent('диван')}`, '/api/v2/variant/filtering'],
    [visuallySimilar, /^\/api\/v2\/visually-similar\//],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { apiCalls: { path: string; hydrated: boolean }[] }).apiCalls);
    const content = calls.filter((made) => (typeof call === 'string' ? made.path === call : call.test(made.path)));
    expect(content, url).toEqual([{ path: content[0]?.path, hydrated: false }]);
  }
});
