import { ACCOUNT_PAGES, CLIENT_ROUTE_SHELLS } from '@uyut/core';
import { ACCOUNT_TEMPLATE_PAGES, createAccountPages } from './account-pages';

describe('gatsby-node: the account pages', () => {
  it('builds the pages the server knows as account pages (ACCOUNT_PAGES and CLIENT_ROUTE_SHELLS), no more, no fewer', () => {
    const built = new Set(ACCOUNT_TEMPLATE_PAGES.map((page) => page.path));
    const known = new Set<string>([...ACCOUNT_PAGES, ...CLIENT_ROUTE_SHELLS.map((shell) => shell.path)]);
    expect([...built].sort()).toEqual([...known].sort());
  });

  it('gives exactly the pages with URL parameters a /* match path, as the server answers client routes (CLIENT_ROUTE_SHELLS)', () => {
    const createPage = jest.fn();
    createAccountPages(createPage);
    const withMatchPath = createPage.mock.calls.map(([page]) => page).filter((page) => page.matchPath !== undefined);
    expect(withMatchPath.map((page) => page.path).sort()).toEqual(CLIENT_ROUTE_SHELLS.map((shell) => shell.path).sort());
    for (const page of withMatchPath) expect(page.matchPath).toBe(`${page.path}/*`);
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user', matchPath: '/user/*', context: { page: 'user', pagePath: '/user' } }),
    );
  });

  it('renders every account page from the one account template', () => {
    const createPage = jest.fn();
    createAccountPages(createPage);
    const components = new Set(createPage.mock.calls.map(([page]) => page.component));
    expect([...components]).toEqual([expect.stringMatching(/src\/templates\/account\.tsx$/)]);
  });
});
