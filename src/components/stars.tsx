import { bg } from '../i18n';
import { formatRating, roundStars } from '../lib/rating';
import './stars.css';

/** Spec §9: star icon sizes. */
export const STAR_SIZES = [16, 20, 24, 32, 48, 64] as const;
export type StarSize = (typeof STAR_SIZES)[number];

export type StarFill = 'full' | 'half' | 'empty';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z';
const STAR_COUNT = 5;

/** The five stars for a rating rounded to the nearest half (spec §5). */
export function starFills(rating: number): StarFill[] {
  const stars = roundStars(rating);
  return Array.from({ length: STAR_COUNT }, (_, index) => (stars >= index + 1 ? 'full' : stars >= index + 0.5 ? 'half' : 'empty'));
}

export interface StarsProps {
  rating: number;
  size?: StarSize;
  className?: string;
}

/** Five stars with an accessible 'Оценка 4,7 от 5' label (rating to one decimal, stars to halves). */
export function Stars({ rating, size = 16, className }: StarsProps) {
  return (
    <span className={['stars', className ?? ''].filter(Boolean).join(' ')} role="img" aria-label={bg.stars.label(formatRating(rating))}>
      {starFills(rating).map((fill, index) => (
        <svg
          key={index}
          className={`stars__star stars__star--${fill}`}
          data-fill={fill}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          {fill === 'half' && (
            <defs>
              <clipPath id={`star-half-${size}`}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
            </defs>
          )}
          <path className="stars__empty" d={STAR_PATH} />
          {fill !== 'empty' && (
            <path className="stars__fill" d={STAR_PATH} clipPath={fill === 'half' ? `url(#star-half-${size})` : undefined} />
          )}
        </svg>
      ))}
    </span>
  );
}
