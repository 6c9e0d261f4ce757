import { act, createContext, useContext, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { globalHistory } from '@gatsbyjs/reach-router';
import { HydrateOnDemand } from './hydrate-on-demand';

/** A stand-in for the browser's IntersectionObserver that the test drives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The box of `target` comes within reach of the screen. */
  reach(target: Element) {
    if (!this.targets.has(target)) return;
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Stands for the router's location, which every link of a card reads. */
const Place = createContext('/');

function Card({ name, log, price = 1 }: { name: string; log: string[]; price?: number }) {
  const [liked, setLiked] = useState(false);
  const place = useContext(Place);
  useEffect(() => {
    log.push(`hydrated ${name}`);
  }, [log, name]);
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => {
        log.push(`clicked at ${place}`);
        setLiked(!liked);
      }}
    >
      {`${name} ${price}`}
    </button>
  );
}

function Grid({ names, log, price, place = '/' }: { names: string[]; log: string[]; price?: number; place?: string }) {
  return (
    <Place.Provider value={place}>
      <ul>
        {names.map((name) => (
          <HydrateOnDemand key={name} as="li" className="item">
            <Card name={name} log={log} price={price} />
          </HydrateOnDemand>
        ))}
      </ul>
    </Place.Provider>
  );
}

/* What the build renders for Grid: each boundary between React's Suspense markers (jsdom has a window, so the gate
   would suspend in a server render here; on the build's server it does not). */
const serverHtml = (names: string[]) =>
  `<ul>${names.map((name) => `<li class="item"><!--$--><button type="button" aria-pressed="false">${name} 1</button><!--/$--></li>`).join('')}</ul>`;

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5));
    check();
  });
}

const observer = () => FakeObserver.instances[0]!;
const items = (container: HTMLElement) => [...container.querySelectorAll('li')];

describe('HydrateOnDemand (issue 23: cards out of reach are not hydrated during start-up)', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  const recoverable: unknown[] = [];

  beforeAll(() => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });

  afterAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    recoverable.length = 0;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  async function hydrate(names: string[], log: string[]) {
    container.innerHTML = serverHtml(names);
    await act(async () => {
      root = hydrateRoot(container, <Grid names={names} log={log} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
  }

  it('leaves the server HTML unhydrated until its box comes within reach, then hydrates those very nodes', async () => {
    const log: string[] = [];
    await hydrate(['a', 'b'], log);
    const [first, second] = items(container);
    const serverButton = first!.querySelector('button');
    expect(log).toEqual([]);
    expect(first!.className).toBe('item');

    await act(async () => observer().reach(first!));
    expect(log).toEqual(['hydrated a']);
    expect(first!.querySelector('button')).toBe(serverButton);
    expect(observer().targets.has(second!)).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it('stops listening to clicks and keys once no box waits (no work left on every keystroke)', async () => {
    await hydrate(['a'], []);
    const removed = jest.spyOn(window, 'removeEventListener');
    await act(async () => observer().reach(items(container)[0]!));
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['click', 'keydown', 'input']));
    removed.mockRestore();
  });

  it('hydrates a box that a tap reaches first and delivers the tap to it', async () => {
    const log: string[] = [];
    await hydrate(['a', 'b'], log);
    const button = items(container)[1]!.querySelector('button')!;

    await act(async () => button.click());
    expect(log).toContain('hydrated b');
    expect(log).toContain('clicked at /');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows what the page rendered meanwhile once it hydrates, without dropping the server HTML (React error 421)', async () => {
    const log: string[] = [];
    await hydrate(['a'], log);
    const serverButton = container.querySelector('button');
    await act(async () => root!.render(<Grid names={['a']} log={log} price={2} />));
    expect(serverButton!.textContent).toBe('a 1');

    await act(async () => observer().reach(items(container)[0]!));
    expect(recoverable).toEqual([]);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton!.textContent).toBe('a 2');
  });

  it('releases every box at the first interaction with the page, wherever it is', async () => {
    const log: string[] = [];
    await hydrate(['a', 'b'], log);

    await act(async () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(log).toEqual(['hydrated a', 'hydrated b']);
  });

  it('lets waiting boxes hydrate before a navigation reaches them through the location they read', async () => {
    /* React's own scheduling, not act's: act commits at once what React would hold back while the boxes hydrate. */
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    try {
      const log: string[] = [];
      container.innerHTML = serverHtml(['a']);
      const serverButton = container.querySelector('button')!;
      root = hydrateRoot(container, <Grid names={['a']} log={log} />, { onRecoverableError: (error) => recoverable.push(error) });
      await until(() => observer().targets.has(items(container)[0]!));

      void globalHistory.navigate('/products/divani?sort=price');
      root.render(<Grid names={['a']} log={log} place="/products/divani?sort=price" />);
      await until(() => log.includes('hydrated a'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      serverButton.click();
      expect(recoverable).toEqual([]);
      expect(container.querySelector('button')).toBe(serverButton);
      expect(log).toEqual(['hydrated a', 'clicked at /products/divani?sort=price']);
    } finally {
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    }
  });

  it('renders its children at once in a client render', async () => {
    const log: string[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(<Grid names={['a', 'b']} log={log} />);
    });
    expect(log).toEqual(['hydrated a', 'hydrated b']);
    expect(items(container).map((item) => item.textContent)).toEqual(['a 1', 'b 1']);
  });
});
