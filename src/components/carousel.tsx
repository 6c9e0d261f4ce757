import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { HydrateOnDemand } from './hydrate-on-demand';
import { Icon } from './icon';
import './carousel.css';
import { bgListing } from '../i18n/listing';

/** Spec §9: carousel autoplay 5000 ms; resize debounce 100 ms. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 100;

export interface CarouselMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface CarouselControls {
  /** Spec §2: previous and next are hidden when the content does not overflow. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel scroll positions count as the end. */
const EDGE_TOLERANCE_PX = 1;

export function carouselControls({ scrollLeft, scrollWidth, clientWidth }: CarouselMetrics): CarouselControls {
  const overflow = scrollWidth - clientWidth > EDGE_TOLERANCE_PX;
  return {
    overflow,
    atStart: scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: !overflow || scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE_PX,
  };
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Advance one page every 5000 ms until the first interaction (spec §2). */
  autoplay?: boolean;
  className?: string;
}

const NO_OVERFLOW: CarouselControls = { overflow: false, atStart: true, atEnd: true };

/**
 * A horizontally scrolling row (spec §2 Carousels): previous/next hidden without overflow and
 * disabled at the ends; autoplay stops on any interaction (pointer, touch, wheel, key, focus).
 */
export function Carousel({ label, children, autoplay = false, className }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [controls, setControls] = useState<CarouselControls>(NO_OVERFLOW);
  const [playing, setPlaying] = useState(autoplay);

  const measure = useCallback(() => {
    if (track.current) setControls(carouselControls(track.current));
  }, []);

  const scrollByPage = useCallback(
    (direction: 1 | -1) => {
      const element = track.current;
      if (!element) return;
      element.scrollLeft = Math.max(
        0,
        Math.min(element.scrollWidth - element.clientWidth, element.scrollLeft + direction * element.clientWidth),
      );
      measure();
    },
    [measure],
  );

  useEffect(() => {
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  useEffect(() => {
    if (!playing || !controls.overflow) return;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element) return;
      if (carouselControls(element).atEnd) {
        element.scrollLeft = 0;
        measure();
      } else scrollByPage(1);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, controls.overflow, measure, scrollByPage]);

  const stop = () => setPlaying(false);

  return (
    <section
      className={['carousel', className ?? ''].filter(Boolean).join(' ')}
      aria-label={label}
      aria-roledescription={bgListing.carousel.roleDescription}
      onPointerDown={stop}
      onTouchStart={stop}
      onWheel={stop}
      onKeyDown={stop}
      onFocus={stop}
    >
      {controls.overflow && (
        <button
          type="button"
          className="carousel__button carousel__button--previous"
          disabled={controls.atStart}
          onClick={() => scrollByPage(-1)}
        >
          <Icon name="chevronLeft" size={20} />
          <span className="visually-hidden">{bgListing.carousel.previous}</span>
        </button>
      )}
      <ul className="carousel__track" ref={track} onScroll={measure} data-testid="carousel-track">
        {Children.toArray(children).map((child, index) => (
          <HydrateOnDemand key={index} as="li" className="carousel__item">
            {child}
          </HydrateOnDemand>
        ))}
      </ul>
      {controls.overflow && (
        <button type="button" className="carousel__button carousel__button--next" disabled={controls.atEnd} onClick={() => scrollByPage(1)}>
          <Icon name="chevronRight" size={20} />
          <span className="visually-hidden">{bgListing.carousel.next}</span>
        </button>
      )}
    </section>
  );
}
