import { render, screen } from '@testing-library/react';
import type { Menu } from '../../client';
import { resetCompare } from '../compare';
import { Layout } from './layout';

/* The likes runtime loads on demand once mounted; use-likes-runtime.test.tsx covers it. */
jest.mock('./use-likes-runtime', () => ({ useLikesRuntime: () => ({ likesRuntime: null, ready: false }) }));

const menu: Menu = {
  primary: [{ id: 1, name: 'Осветление', slug: 'osvetlenie', imageUrl: null, children: [] }],
  rooms: [],
  gifts: [],
  top: [],
};

describe('Layout (spec §2 shared page elements)', () => {
  beforeEach(() => resetCompare());

  it('wraps the page in header, main and footer with a skip link', () => {
    render(
      <Layout menu={menu}>
        <h1>Начало</h1>
      </Layout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Начало' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Към съдържанието' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Отдели' })).toHaveTextContent('Осветление');
  });

  it('renders without a menu', () => {
    render(<Layout menu={null}>съдържание</Layout>);
    expect(screen.queryByRole('navigation', { name: 'Отдели' })).not.toBeInTheDocument();
  });
});
