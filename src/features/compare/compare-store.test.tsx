import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { type UiEvent, subscribeUiEvents } from '../../lib/ui-events';
import {
  COMPARE_STORAGE_KEY,
  addToCompare,
  compareBadge,
  compareNotice,
  compareStore,
  hydrateCompare,
  removeFromCompare,
  replaceCompare,
  resetCompare,
  toggleCompare,
  useCompareCount,
  useIsInCompare,
} from './compare-store';

function Count() {
  return <output>{useCompareCount()}</output>;
}

function Membership({ id }: { id: number }) {
  return <p>{useIsInCompare(id) ? 'в сравнението' : 'извън сравнението'}</p>;
}

describe('compare store (spec §4 compare toggle)', () => {
  beforeEach(() => {
    resetCompare();
    localStorage.clear();
  });

  it('adds each id once and removes it', () => {
    addToCompare(3);
    addToCompare(3);
    addToCompare(5);
    expect(compareStore.ids).toEqual([3, 5]);
    removeFromCompare(3);
    expect(compareStore.ids).toEqual([5]);
    toggleCompare(5);
    toggleCompare(8);
    expect(compareStore.ids).toEqual([8]);
  });

  it('re-renders subscribers when the list changes', async () => {
    render(
      <>
        <Count />
        <Membership id={4} />
      </>,
    );
    expect(await screen.findByText('0')).toBeInTheDocument();
    act(() => addToCompare(4));
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(await screen.findByText('в сравнението')).toBeInTheDocument();
  });

  it('leaves the list alone on hydration when storage adds nothing, so no subscriber re-renders', async () => {
    addToCompare(7);
    localStorage.setItem(COMPARE_STORAGE_KEY, '[7]');
    const changes = jest.fn();
    subscribe(compareStore, changes);
    hydrateCompare();
    await Promise.resolve();
    expect(changes).not.toHaveBeenCalled();
    expect(compareStore.ids).toEqual([7]);
  });

  it('hydrates server HTML as the build rendered it, then shows the stored list (a part that hydrates after the list was read)', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>извън сравнението</p>';
    addToCompare(5);
    const root = await act(async () => hydrateRoot(container, <Membership id={5} />));
    expect(container.textContent).toBe('в сравнението');
    act(() => root.unmount());
  });

  it('renders a card and the badge once on hydration when the list is empty: no synchronous re-render after it', async () => {
    const rendered = jest.fn();
    function Counted() {
      rendered();
      const count = useCompareCount();
      return <p>{`${count} ${useIsInCompare(5) ? 'в сравнението' : 'извън сравнението'}`}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>0 извън сравнението</p>';
    const root = await act(async () => hydrateRoot(container, <Counted />));
    expect(container.textContent).toBe('0 извън сравнението');
    expect(rendered).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('re-renders a card only when its own membership changes', async () => {
    const rendered = jest.fn();
    function Card() {
      rendered();
      return <p>{useIsInCompare(5) ? 'в сравнението' : 'извън сравнението'}</p>;
    }
    render(<Card />);
    const before = rendered.mock.calls.length;
    await act(async () => addToCompare(9));
    expect(rendered).toHaveBeenCalledTimes(before);
    await act(async () => addToCompare(5));
    expect(rendered).toHaveBeenCalledTimes(before + 1);
  });

  it('persists to localStorage under one key once hydrated', async () => {
    hydrateCompare();
    addToCompare(11);
    addToCompare(12);
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null')).toEqual([11, 12]);
  });

  it('restores the stored list on mount, merged with ids added before', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([7, 'x', 9]));
    addToCompare(9);
    addToCompare(10);
    render(<Count />);
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(compareStore.ids).toEqual([7, 9, 10]);
  });

  it('survives unreadable stored data', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COMPARE_STORAGE_KEY, '{oops');
    hydrateCompare();
    expect(compareStore.ids).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('compare events and toast notice (spec §7 comparison_add / comparison_removed, §4 toast)', () => {
  let events: UiEvent[];
  let stop: () => void;
  beforeEach(() => {
    resetCompare();
    events = [];
    stop = subscribeUiEvents((event) => events.push(event));
  });
  afterEach(() => stop());

  it('sends comparison_add and comparison_removed once per real change', () => {
    addToCompare(3);
    addToCompare(3);
    removeFromCompare(3);
    removeFromCompare(3);
    expect(events).toEqual([
      { name: 'comparison_add', params: { variantId: 3 } },
      { name: 'comparison_removed', params: { variantId: 3 } },
    ]);
  });

  it("a card's toggle raises the toast notice on adding, each time anew, and drops it when the offer is taken out", () => {
    toggleCompare(5);
    expect(compareNotice).toMatchObject({ variantId: 5, serial: 1 });
    toggleCompare(5);
    expect(compareNotice.variantId).toBeNull();
    toggleCompare(5);
    expect(compareNotice).toMatchObject({ variantId: 5, serial: 2 });
  });

  it('adding from elsewhere (not a card) raises no toast', () => {
    addToCompare(9);
    expect(compareNotice.variantId).toBeNull();
  });

  it('replaces the list with a shared comparison, each id once', () => {
    addToCompare(1);
    replaceCompare([4, 2, 4]);
    expect(compareStore.ids).toEqual([4, 2]);
  });
});

describe('compareBadge (spec §9: compare badge capped at 99)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i → %j', (count, badge) => {
    expect(compareBadge(count)).toBe(badge);
  });
});
