import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { MenuNode } from '../../client';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { addToCompare, resetCompare } from '../compare';
import { Header } from './header';

/*
 * The likes runtime loads on demand once mounted; use-likes-runtime.test.tsx covers it. Here it renders whether the
 * favourites modal is asked for, and is ready when `likesReady` says so.
 */
let likesReady = false;
jest.mock('./use-likes-runtime', () => ({
  useLikesRuntime: ({ favouritesOpen }: { favouritesOpen: boolean }) => ({
    likesRuntime: favouritesOpen ? <p>favourites modal</p> : null,
    ready: likesReady,
  }),
}));

/* The search panel loads on the form's first focus; search-form.test.tsx covers it. Here it never arrives. */
jest.mock('../search/load-on-demand', () => ({ loadSearchPanel: () => new Promise(() => undefined) }));

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;

const categories: MenuNode[] = [
  { id: 1, name: 'Хол', slug: 'hol', imageUrl: null, children: [{ id: 11, name: 'Дивани', slug: 'divani', imageUrl: null, children: [] }] },
  { id: 2, name: 'Спалня', slug: 'spalnya', imageUrl: null, children: [] },
];

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('Header (spec §2 shared page elements)', () => {
  beforeEach(() => {
    resetCompare();
    localStorage.clear();
  });
  afterEach(() => {
    jest.mocked(navigate).mockClear();
    deleteCookie('token');
    setScrollY(0);
  });

  it('has a search form (role search, GET /search, input q)', () => {
    render(<Header primaryCategories={categories} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it("shows 'Вход' (a link to /login) and a favourites button when logged out, both opening the auth modal (spec §6)", async () => {
    render(<Header primaryCategories={categories} />);
    const login = screen.getByRole('link', { name: 'Вход' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('user-initials')).not.toBeInTheDocument();
    expect(fireEvent.click(login)).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Вход и регистрация' });
    expect(within(dialog).getByRole('tab', { name: 'Вход', selected: true })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Затвори' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Любими' }));
    expect(await screen.findByRole('dialog', { name: 'Вход и регистрация' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the user menu once the modal has signed the visitor in (the server set the token cookie)', async () => {
    const claims = { sub: '8', name: 'Мария Иванова', given_name: 'Мария', family_name: 'Иванова' };
    const fetch = jest.fn(async () => {
      writeCookie({ name: 'token', value: token(claims) });
      return Response.json({ user: { id: '8' } });
    });
    Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
    render(<Header primaryCategories={categories} />);
    fireEvent.click(screen.getByRole('link', { name: 'Вход' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Имейл'), { target: { value: 'klient@uyut.bg' } });
    fireEvent.change(within(dialog).getByLabelText('Парола'), { target: { value: 'Demo-Klient-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Влезте' }));
    expect(await screen.findByTestId('user-initials')).toHaveTextContent('МИ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the favourites click to the auth modal opener when given', () => {
    const onAuthRequired = jest.fn();
    render(<Header primaryCategories={categories} onAuthRequired={onAuthRequired} />);
    fireEvent.click(screen.getByRole('button', { name: 'Любими' }));
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('shows a user-menu button with the initials when logged in (spec §2, §3)', async () => {
    writeCookie({ name: 'token', value: token({ sub: '8', name: 'Мария Иванова', given_name: 'Мария', family_name: 'Иванова' }) });
    render(<Header primaryCategories={categories} />);
    expect(await screen.findByTestId('user-initials')).toHaveTextContent('МИ');
    expect(screen.queryByRole('link', { name: 'Вход' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Любими' })).toHaveAttribute('href', '/user/favourites');
    const button = screen.getByRole('button', { name: /Мария Иванова/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Изход' })).toHaveAttribute('href', '/logout');
  });

  it('opens the favourites modal from the heart when signed in, once the likes code is there (else the link navigates)', async () => {
    writeCookie({ name: 'token', value: token({ sub: '8', name: 'Мария Иванова' }) });
    likesReady = true;
    render(<Header primaryCategories={categories} />);
    const heart = await screen.findByRole('link', { name: 'Любими' });
    expect(fireEvent.click(heart)).toBe(false);
    expect(screen.getByText('favourites modal')).toBeInTheDocument();
    likesReady = false;
  });

  it('links to /compare-products with a badge that follows the compare store (spec §9 cap 99)', async () => {
    render(<Header primaryCategories={categories} />);
    const link = screen.getByRole('link', { name: 'Сравнение на продукти' });
    expect(link).toHaveAttribute('href', '/compare-products');
    expect(screen.queryByTestId('compare-badge')).not.toBeInTheDocument();
    act(() => addToCompare(5));
    expect(await screen.findByTestId('compare-badge')).toHaveTextContent('1');
    act(() => {
      for (let id = 100; id < 200; id++) addToCompare(id);
    });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it("toggles the mobile nav listing the primary categories with the 'Меню' button", () => {
    render(<Header primaryCategories={categories} />);
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Категории' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Категории' });
    expect(nav).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Хол' })).toHaveAttribute('href', '/products/hol');
    expect(within(nav).getByRole('link', { name: 'Дивани' })).toHaveAttribute('href', '/products/divani');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav).not.toBeVisible();
  });

  it('builds the mobile nav links only from its first opening on, and keeps them after it closes', () => {
    const { container } = render(<Header primaryCategories={categories} />);
    const nav = container.querySelector('#mobile-nav');
    expect(nav).not.toBeNull();
    expect(nav!.querySelectorAll('a')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Меню' });
    fireEvent.click(button);
    const links = nav!.querySelectorAll('a').length;
    expect(links).toBeGreaterThan(2);
    fireEvent.click(button);
    expect(nav!.querySelectorAll('a')).toHaveLength(links);
  });

  it('shows the Inspiration link only when the feature is on (spec §2)', () => {
    const { rerender } = render(<Header primaryCategories={categories} />);
    expect(screen.queryByRole('link', { name: 'Вдъхновения' })).not.toBeInTheDocument();
    rerender(<Header primaryCategories={categories} showInspiration />);
    expect(screen.getByRole('link', { name: 'Вдъхновения' })).toHaveAttribute('href', '/inspirations');
  });

  it('hides on scroll down past 80 px and shows on scroll up (spec §2, §9)', () => {
    render(<Header primaryCategories={categories} />);
    const header = screen.getByTestId('site-header');
    act(() => setScrollY(60));
    expect(header).not.toHaveClass('site-header--hidden');
    act(() => setScrollY(81));
    expect(header).toHaveClass('site-header--hidden');
    act(() => setScrollY(300));
    expect(header).toHaveClass('site-header--hidden');
    act(() => setScrollY(250));
    expect(header).not.toHaveClass('site-header--hidden');
  });
});
