import { act, fireEvent, render, screen } from '@testing-library/react';
import { subscribeUiEvents, type UiEvent } from '../../lib/ui-events';
import { AiSearchBox } from './ai-search-box';

const answer = { url: '/products/divani/bezplatna-dostavka/tsvyat-sin?priceTo=500', filtersCount: 3, resultsCount: 8 };

function setup(search = jest.fn().mockResolvedValue(answer)) {
  const onNavigate = jest.fn();
  const events: UiEvent[] = [];
  const unsubscribe = subscribeUiEvents((event) => events.push(event));
  render(<AiSearchBox placeholder="Опишете какво търсите" categoryId={2} onNavigate={onNavigate} search={search} />);
  return { search, onNavigate, events, unsubscribe };
}

const input = () => screen.getByRole('searchbox', { name: /AI търсене/ });

describe('AiSearchBox (issue 25 §4)', () => {
  it('is labelled as AI, shows the placeholder of the filtering response', () => {
    const { unsubscribe } = setup();
    expect(screen.getByRole('search', { name: /AI търсене/ })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Опишете какво търсите');
    unsubscribe();
  });

  it('sends the trimmed query with the listed category, the ai_search_submit event, and opens the answered listing', async () => {
    const { search, onNavigate, events, unsubscribe } = setup();
    fireEvent.change(input(), { target: { value: '  син диван   до 500 лв с безплатна доставка ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Търси' }));
    });
    expect(search).toHaveBeenCalledWith({ aiSearchRequest: { query: 'син диван до 500 лв с безплатна доставка', categoryId: 2 } });
    expect(events).toEqual([{ name: 'ai_search_submit', params: { query: 'син диван до 500 лв с безплатна доставка', categoryId: 2 } }]);
    expect(onNavigate).toHaveBeenCalledWith(answer.url);
    unsubscribe();
  });

  it('submits as the text search of the words (/search?q=) until its script has hydrated it (the build renders it)', () => {
    const { unsubscribe } = setup();
    const form = screen.getByRole('search', { name: /AI търсене/ });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'q');
    unsubscribe();
  });

  it('sends nothing for a blank query', async () => {
    const { search, events, unsubscribe } = setup();
    fireEvent.change(input(), { target: { value: '   ' } });
    await act(async () => {
      fireEvent.submit(input());
    });
    expect(search).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    unsubscribe();
  });

  it('says so when the call fails, and stays where it is', async () => {
    const { onNavigate, unsubscribe } = setup(jest.fn().mockRejectedValue(new Error('offline')));
    fireEvent.change(input(), { target: { value: 'лампа' } });
    await act(async () => {
      fireEvent.submit(input());
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Търсенето не успя');
    expect(onNavigate).not.toHaveBeenCalled();
    unsubscribe();
  });
});
