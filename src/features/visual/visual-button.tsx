import { Link } from 'gatsby';
import { visuallySimilarPath } from '@uyut/core';
import { bgVisualEntry } from '../../i18n/visual-entry';
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
      aria-label={bgVisualEntry.labelFor(name)}
      data-testid="visual-button"
    >
      {bgVisualEntry.label}
    </Link>
  );
}
