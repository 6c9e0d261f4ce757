import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetCompare, toggleCompare } from './compare-store';
import { COMPARE_TOAST_MS, CompareToast } from './compare-toast';

describe("CompareToast (spec §4: 'Продуктът е добавен към сравнението' with 'Покажи сравнение')", () => {
  beforeEach(() => resetCompare());
  afterEach(() => jest.useRealTimers());

  it('shows after a card adds an offer, links to the comparison, and closes on its button', async () => {
    render(<CompareToast />);
    expect(screen.queryByTestId('compare-toast')).not.toBeInTheDocument();
    await act(async () => toggleCompare(7));
    expect(screen.getByRole('status')).toHaveTextContent('Продуктът е добавен към сравнението');
    expect(screen.getByRole('link', { name: 'Покажи сравнение' })).toHaveAttribute('href', '/compare-products');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Затвори съобщението' })));
    expect(screen.queryByTestId('compare-toast')).not.toBeInTheDocument();
  });

  it('hides by itself after a while, and shows again for the next offer', async () => {
    jest.useFakeTimers();
    render(<CompareToast />);
    await act(async () => toggleCompare(7));
    act(() => jest.advanceTimersByTime(COMPARE_TOAST_MS - 1));
    expect(screen.getByTestId('compare-toast')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('compare-toast')).not.toBeInTheDocument();
    await act(async () => toggleCompare(8));
    expect(screen.getByTestId('compare-toast')).toBeInTheDocument();
  });

  it('does not show when a card takes an offer out', async () => {
    render(<CompareToast />);
    await act(async () => toggleCompare(7));
    await act(async () => toggleCompare(7));
    expect(screen.queryByTestId('compare-toast')).not.toBeInTheDocument();
  });
});
