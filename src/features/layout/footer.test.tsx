import { act, fireEvent, render, screen } from '@testing-library/react';
import { pageLocation } from '../../lib/page-location';
import { Footer } from './footer';

function panel(name: string): HTMLDetailsElement {
  const summary = screen.getByRole('heading', { name }).closest('details');
  if (!(summary instanceof HTMLDetailsElement)) throw new Error(`no panel ${name}`);
  return summary;
}

describe('Footer (spec §2 footer accordion and country switch)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('has the four accordion panels, closed by default, with info and legal links', () => {
    render(<Footer />);
    for (const name of ['За Уют', 'За магазини', 'Помощ', 'Правни']) expect(panel(name).open).toBe(false);
    expect(screen.getByRole('link', { name: 'Кои сме ние' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: 'Политика за поверителност' })).toHaveAttribute('href', '/terms/privacy-policy');
    /* Pages the site does not build yet have no link (footer-links.ts). */
    expect(screen.queryByRole('link', { name: 'Кариери' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Вдъхновения' })).toBeNull();
  });

  it('opens the panel the URL hash targets on load', () => {
    window.history.replaceState(null, '', '/#pravni');
    render(<Footer />);
    expect(panel('Правни').open).toBe(true);
    expect(panel('Помощ').open).toBe(false);
  });

  it('opens the panel an anchor link targets on hashchange', () => {
    render(<Footer />);
    act(() => {
      window.history.replaceState(null, '', '/#pomosht');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(panel('Помощ').open).toBe(true);
    expect(panel('За Уют').open).toBe(false);
  });

  it('navigates to the chosen country site', () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    render(<Footer />);
    const select = screen.getByRole('combobox', { name: 'Държава' });
    expect(select).toHaveValue('https://uyut.bg');
    fireEvent.change(select, { target: { value: 'https://uyut.ro' } });
    expect(assign).toHaveBeenCalledWith('https://uyut.ro');
    assign.mockRestore();
  });
});
