import { fireEvent, render, screen, within } from '@testing-library/react';
import { FiltersPanel } from './filters-panel';
import { SortSelect } from './sort-select';
import { groupsFixture } from './test-support/groups-fixture';

function renderPanel(groups = groupsFixture()) {
  const onNavigate = jest.fn();
  render(<FiltersPanel groups={groups} url="/products/divani/zelen?dimension=w100" clearUrl="/products/divani" onNavigate={onNavigate} />);
  return onNavigate;
}

describe('FiltersPanel (spec §2 filters in the URL, spec §3 Filter choice)', () => {
  it('shows choices with counts, selected ones checked and zero-count ones disabled', () => {
    renderPanel();
    const colours = screen.getByRole('group', { name: 'Цвят' });
    expect(within(colours).getByRole('checkbox', { name: 'Зелен 4' })).toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Сив 12' })).not.toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Розов 0' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Магазини' })).toHaveTextContent('Мебели Шоп7');
    expect(screen.getByRole('group', { name: 'Удобства' })).toBeInTheDocument();
  });

  it("navigates to the choice's canonical url on change", () => {
    const onNavigate = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Сив 12' }));
    expect(onNavigate).toHaveBeenCalledWith('/products/divani/siv');
  });

  it('links the category chips and the clear-all link', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Ъглови дивани 40' })).toHaveAttribute('href', '/products/aglovi-divani');
    expect(screen.getByRole('link', { name: 'Изчисти всички филтри' })).toHaveAttribute('href', '/products/divani');
  });

  it('hides clear-all without active filters', () => {
    renderPanel(groupsFixture({ parameters: [] }));
    expect(screen.queryByRole('link', { name: 'Изчисти всички филтри' })).not.toBeInTheDocument();
  });

  it('applies a price range as priceFrom / priceTo on the current URL (spec §2)', () => {
    const onNavigate = renderPanel();
    fireEvent.change(screen.getByLabelText('Цена от (лв.)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Цена до (лв.)'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Приложи' }));
    expect(onNavigate).toHaveBeenCalledWith('/products/divani/zelen?dimension=w100&priceFrom=300&priceTo=1200');
  });

  it('draws one histogram bar per bucket (spec §3 Price filter)', () => {
    renderPanel();
    expect(screen.getByRole('img', { name: 'Разпределение на цените' })).toBeInTheDocument();
    expect(screen.getAllByTestId('price-bar').map((bar) => bar.style.height)).toEqual(['25%', '100%', '50%']);
  });
});

describe('SortSelect (spec §3 sort group)', () => {
  it('selects the current sort and navigates to the chosen one', () => {
    const onNavigate = jest.fn();
    const sort = groupsFixture().sort;
    render(<SortSelect choices={sort} onNavigate={onNavigate} />);
    const select = screen.getByRole('combobox', { name: 'Подреждане' });
    expect(select).toHaveValue('/products/divani');
    fireEvent.change(select, { target: { value: '/products/divani/nai-evtini' } });
    expect(onNavigate).toHaveBeenCalledWith('/products/divani/nai-evtini');
  });
});
