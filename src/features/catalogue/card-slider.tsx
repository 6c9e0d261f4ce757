import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { Icon } from '../../components';
import { emitUiEvent } from '../../lib/ui-events';
import { sliderImages } from './card-rules';
import './catalogue.css';
import { bgListing } from '../../i18n/listing';

/** Spec §9: slider speed 400 ms (0 with reduced motion), gap 8 px. */
export const SLIDER_SPEED_MS = 400;
export const SLIDER_GAP_PX = 8;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;
const serverReducedMotion = () => false;

/** The transition speed: 0 when the visitor prefers reduced motion. */
export function sliderSpeed(reducedMotion: boolean): number {
  return reducedMotion ? 0 : SLIDER_SPEED_MS;
}

/**
 * Slides whose image is in the DOM when slide `index` shows: up to the next one, so it is loaded before it
 * slides in. Until the visitor points at or focuses the slider, only the first image is rendered, which keeps
 * a listing's HTML and hydration to one image per card.
 */
export function slidesToRender(index: number): number {
  return index + 2;
}

export interface CardSliderProps<T> {
  images: readonly T[];
  name: string;
  variantId: number;
  renderImage: (image: T, index: number) => ReactNode;
}

/**
 * A lightweight accessible image slider (spec §2: cards with 2+ images, up to 10). With fewer than
 * two images it renders the first image alone. Slides are `div`s with the group role of the carousel pattern: list
 * items given another role would leave their list holding no list items.
 */
export function CardSlider<T>({ images, name, variantId, renderImage }: CardSliderProps<T>) {
  const slides = sliderImages(images);
  const [index, setIndex] = useState(0);
  const [rendered, setRendered] = useState(1);
  const speed = sliderSpeed(useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, serverReducedMotion));

  const first = images[0];
  if (slides.length === 0) return first === undefined ? null : <>{renderImage(first, 0)}</>;

  const reveal = (shown: number) => setRendered((count) => Math.max(count, slidesToRender(shown)));
  const go = (next: number) => {
    setIndex(next);
    reveal(next);
    emitUiEvent({ name: 'swiper_interaction', params: { variantId, index: next } });
  };

  return (
    <div
      className="card-slider"
      role="group"
      aria-roledescription={bgListing.slider.roleDescription}
      aria-label={bgListing.slider.label(name)}
      data-testid="card-slider"
      onPointerEnter={() => reveal(index)}
      onFocus={() => reveal(index)}
    >
      <div className="card-slider__viewport">
        <div
          className="card-slider__track"
          style={{
            gap: `${SLIDER_GAP_PX}px`,
            transform: `translateX(calc(${-index * 100}% - ${index * SLIDER_GAP_PX}px))`,
            transitionDuration: `${speed}ms`,
          }}
          data-testid="card-slider-track"
        >
          {slides.map((image, slide) => (
            <div
              key={slide}
              className="card-slider__slide"
              role="group"
              aria-roledescription={bgListing.slider.slideRoleDescription}
              aria-label={bgListing.slider.slide(slide + 1, slides.length)}
              aria-hidden={slide !== index}
            >
              {slide < rendered && renderImage(image, slide)}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="card-slider__button card-slider__button--previous"
        disabled={index === 0}
        onClick={() => go(index - 1)}
      >
        <Icon name="chevronLeft" size={16} />
        <span className="visually-hidden">{bgListing.slider.previous}</span>
      </button>
      <button
        type="button"
        className="card-slider__button card-slider__button--next"
        disabled={index === slides.length - 1}
        onClick={() => go(index + 1)}
      >
        <Icon name="chevronRight" size={16} />
        <span className="visually-hidden">{bgListing.slider.next}</span>
      </button>
    </div>
  );
}
