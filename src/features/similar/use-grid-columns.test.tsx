import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useGridColumns } from './use-grid-columns';

function hydrateColumns(active: boolean): { shown: () => string; renders: () => number; unmount: () => void } {
  const rendered = jest.fn();
  function Columns() {
    rendered();
    return <p>{useGridColumns({ layout: 'grid', active })}</p>;
  }
  const container = document.createElement('div');
  /* What the build renders: the server snapshot's width, two columns. */
  container.innerHTML = '<p>2</p>';
  document.body.appendChild(container);
  rendered.mockClear();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, <Columns />);
  });
  return {
    shown: () => container.textContent ?? '',
    renders: () => rendered.mock.calls.length,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('useGridColumns after hydration (spec §2 similar row placement; issue 23 §5 main-thread work)', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });

  it('inactive, keeps the build’s two columns and renders once: no synchronous re-render of the grid after hydration', () => {
    const view = hydrateColumns(false);
    expect(view.shown()).toBe('2');
    expect(view.renders()).toBe(1);
    view.unmount();
  });

  it('active (a similar row is open), reads the viewport: four columns at 1280 px', () => {
    const view = hydrateColumns(true);
    expect(view.shown()).toBe('4');
    view.unmount();
  });
});
