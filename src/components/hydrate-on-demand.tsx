import { globalHistory } from '@gatsbyjs/reach-router';
import { type ElementType, memo, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * One boundary's state, read by React as an external store: whether it may hydrate, and which children it shows. It
 * hydrates with the children of its first render (those the server rendered); children that arrive meanwhile are shown
 * once it has hydrated.
 */
class Gate {
  readonly ready: Promise<void>;
  private settle = () => {};
  private isReleased = false;
  private hydrated = false;
  private latest: ReactNode;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly initial: ReactNode) {
    this.latest = initial;
    this.ready = new Promise<void>((resolve) => {
      this.settle = resolve;
    });
  }

  get released(): boolean {
    return this.isReleased;
  }

  release(): void {
    this.isReleased = true;
    this.settle();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the boundary shows: the first render's children until it has hydrated, the latest ones after. */
  readonly shown = (): ReactNode => (this.hydrated ? this.latest : this.initial);

  /** What hydration renders: the children the server rendered. */
  readonly serverRendered = (): ReactNode => this.initial;

  update(children: ReactNode): void {
    this.latest = children;
    this.notify();
  }

  markHydrated(): void {
    this.hydrated = true;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/* Boxes this far below the screen hydrate before they are scrolled into it. */
const AHEAD = '400px 0px';
/*
 * The first of these releases every boundary: they come before any update an interaction causes (the window's capture
 * phase runs before React's listeners, so a boundary the event targets hydrates at once and receives it).
 */
const RELEASING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change', 'submit'];

const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | null = null;
/* Set while a boundary waits: once none does, clicks, keys and navigations no longer run anything of this module. */
let stopReleasing: (() => void) | null = null;

function startReleasing(): void {
  const options = { capture: true, passive: true };
  for (const type of RELEASING_EVENTS) window.addEventListener(type, releaseAllHydration, options);
  const unlisten = globalHistory.listen(releaseAllHydration);
  stopReleasing = () => {
    for (const type of RELEASING_EVENTS) window.removeEventListener(type, releaseAllHydration, options);
    unlisten();
    stopReleasing = null;
  };
}

function forget(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size === 0) stopReleasing?.();
}

function releaseElement(element: Element): void {
  const gate = waiting.get(element);
  if (!gate) return;
  forget(element);
  gate.release();
}

/**
 * Lets every waiting boundary hydrate: at the first interaction with the page, and on every navigation or history move
 * (the router calls back before React renders the new location, which reaches every link inside a card through
 * context, not props: an update reaching a boundary that cannot hydrate first drops its server HTML, React error 421).
 */
function releaseAllHydration(): void {
  for (const element of [...waiting.keys()]) releaseElement(element);
}

function watch(element: Element, gate: Gate): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    gate.release();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) releaseElement(entry.target);
    },
    { rootMargin: AHEAD },
  );
  if (!stopReleasing) startReleasing();
  waiting.set(element, gate);
  observer.observe(element);
  return () => forget(element);
}

function Gated({ gate }: { gate: Gate }) {
  const hydrating = !useHydrated();
  const children = useSyncExternalStore(gate.subscribe, gate.shown, gate.serverRendered);
  useEffect(() => gate.markHydrated(), [gate]);
  /* Suspending leaves the server HTML in place, unhydrated; React hydrates it once `ready` settles. */
  if (hydrating && !gate.released && typeof window !== 'undefined') throw gate.ready;
  return children;
}

/*
 * Memoised on the gate alone: no render of the page reaches the Suspense boundary while it waits, for an update that
 * reaches a boundary before it has hydrated makes React drop its server HTML and render it anew (React error 421).
 */
const Boundary = memo(function Boundary({ gate }: { gate: Gate }) {
  return (
    <Suspense fallback={null}>
      <Gated gate={gate} />
    </Suspense>
  );
});

export interface HydrateOnDemandProps {
  /** The element that wraps the boundary (hydrated with the page); it is what nears the viewport. */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/**
 * Server HTML that hydrates when it is needed: when its box comes within reach of the screen, at the first interaction
 * with the page (a tap, a key, focus) or before a navigation. Until then it shows what the server rendered, without the
 * cost of hydrating it during the page's start-up. In a client render (after a navigation) its children render at once.
 */
export function HydrateOnDemand({ as: Wrapper = 'div', className, children }: HydrateOnDemandProps) {
  const ref = useRef<Element>(null);
  const [gate] = useState(() => new Gate(children));
  useEffect(() => gate.update(children));
  useEffect(() => (ref.current && !gate.released ? watch(ref.current, gate) : undefined), [gate]);
  return (
    <Wrapper ref={ref} className={className}>
      <Boundary gate={gate} />
    </Wrapper>
  );
}
