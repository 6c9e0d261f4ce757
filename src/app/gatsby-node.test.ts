import { CLIENT_ROUTE_SHELLS } from '@uyut/core';
import { CLIENT_ROUTE_SHELL_PAGES, onCreatePage } from '../../gatsby-node';

describe('gatsby-node: account pages with parameters in the URL', () => {
  it('gives the same pages a match path as the server answers client routes with (CLIENT_ROUTE_SHELLS)', () => {
    expect([...CLIENT_ROUTE_SHELL_PAGES].sort()).toEqual(CLIENT_ROUTE_SHELLS.map((shell) => shell.path).sort());
  });

  it('recreates such a page with a /* match path and leaves every other page alone', () => {
    const actions = { deletePage: jest.fn(), createPage: jest.fn() };
    const create = (page: { path: string; component: string; matchPath?: string }) =>
      (onCreatePage as unknown as (args: { page: typeof page; actions: typeof actions }) => void)({ page, actions });
    create({ path: '/user', component: 'src/pages/user.tsx' });
    create({ path: '/login', component: 'src/pages/login.tsx' });
    expect(actions.deletePage).toHaveBeenCalledTimes(1);
    expect(actions.createPage).toHaveBeenCalledWith({ path: '/user', component: 'src/pages/user.tsx', matchPath: '/user/*' });
  });
});
