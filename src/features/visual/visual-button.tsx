import { Link } from 'gatsby';
import { visuallySimilarPath } from '@uyut/core';
import { bgVisual } from '../../i18n/visual';
import './visual.css';

/**
 * 'Подобни по визия' over a product photo: a link to the listing of the offers nearest to that offer's main picture.
 * It lies over the photo's corner, so it shifts nothing when it arrives with the photo's chunk.
 */
export function VisualButton({ variantId, slug, name }: { variantId: number; slug: string; name: string }) {
  return (
    <Link
      className="visual-button"
      to={visuallySimilarPath({ request: { kind: 'variant', variantId }, slug })}
      aria-label={bgVisual.buttonLabel(name)}
      data-testid="visual-button"
    >
      {bgVisual.button}
    </Link>
  );
}
