import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel, carouselControls } from './carousel';

const layout = { scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 };
const properties = ['scrollLeft', 'scrollWidth', 'clientWidth'] as const;

beforeEach(() => {
  Object.assign(layout, { scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 });
  for (const name of properties) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: () => layout[name],
      set: (value: number) => {
        layout[name] = value;
      },
    });
  }
});

afterEach(() => {
  for (const name of properties) delete (HTMLElement.prototype as Partial<Record<(typeof properties)[number], number>>)[name];
  jest.useRealTimers();
});

const items = ['А', 'Б', 'В'].map((name) => <span key={name}>{name}</span>);

describe('carouselControls (spec §2 Carousels)', () => {
  it('knows overflow and the ends', () => {
    expect(carouselControls({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({
      overflow: false,
      atStart: true,
      atEnd: true,
    });
    expect(carouselControls({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      overflow: true,
      atStart: true,
      atEnd: false,
    });
    expect(carouselControls({ scrollLeft: 600, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      overflow: true,
      atStart: false,
      atEnd: true,
    });
  });
});

describe('Carousel (spec §2 Carousels, spec §9 autoplay 5000 ms, resize debounce 100 ms)', () => {
  it('hides previous and next when the content does not overflow', () => {
    layout.scrollWidth = 400;
    render(<Carousel label="Избрано">{items}</Carousel>);
    expect(screen.queryByRole('button', { name: 'Следващи' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предишни' })).not.toBeInTheDocument();
  });

  it('disables previous at the start and next at the end', () => {
    render(<Carousel label="Избрано">{items}</Carousel>);
    expect(screen.getByRole('button', { name: 'Предишни' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Следващи' }));
    fireEvent.click(screen.getByRole('button', { name: 'Следващи' }));
    expect(layout.scrollLeft).toBe(600);
    expect(screen.getByRole('button', { name: 'Следващи' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Предишни' })).toBeEnabled();
  });

  it('re-measures after a resize, debounced by 100 ms', () => {
    jest.useFakeTimers();
    render(<Carousel label="Избрано">{items}</Carousel>);
    layout.scrollWidth = 400;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(99);
    });
    expect(screen.getByRole('button', { name: 'Следващи' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: 'Следващи' })).not.toBeInTheDocument();
  });

  it('autoplays every 5000 ms and stops on any interaction', () => {
    jest.useFakeTimers();
    render(
      <Carousel label="Избрано" autoplay>
        {items}
      </Carousel>,
    );
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(layout.scrollLeft).toBe(0);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(layout.scrollLeft).toBe(400);
    fireEvent.pointerDown(screen.getByTestId('carousel-track'));
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    expect(layout.scrollLeft).toBe(400);
  });
});
