import { Fragment, type ReactNode } from 'react';
import type { Variant } from '../../client';
import { HydrateOnDemand } from '../../components';
import { bg } from '../../i18n';
import type { CardLayout } from './card-rules';
import { type CardContext, VariantCard, type VariantCardProps } from './variant-card';
import './catalogue.css';

export interface VariantGridProps {
  variants: readonly Variant[];
  /** Cards whose images load eagerly (the first row on wide screens); the first card's picture loads first of all. */
  eagerCount?: number;
  layout?: CardLayout;
  /** Shared by every card, or per card (cards of later pages carry their own request id). */
  context?: Partial<CardContext> | ((variant: Variant) => Partial<CardContext>);
  onMainClick?: VariantCardProps['onMainClick'];
  onOpenReviews?: VariantCardProps['onOpenReviews'];
  /** Content placed after the item at `index`, spanning the whole row (the similar products row). */
  renderAfter?: (index: number) => ReactNode;
}

/** Spec §2 listing: a grid of 2 columns on mobile, 3 from 768 px, 4 from 1024 px, 5 from 1536 px, or full-width rows. */
export function VariantGrid({
  variants,
  eagerCount = 5,
  layout = 'grid',
  context,
  onMainClick,
  onOpenReviews,
  renderAfter,
}: VariantGridProps) {
  if (variants.length === 0) return <p className="variant-grid__empty">{bg.catalogue.emptyGrid}</p>;
  return (
    <ul className={`variant-grid variant-grid--${layout}`} data-testid="variant-grid">
      {variants.map((variant, index) => (
        <Fragment key={variant.id}>
          <HydrateOnDemand as="li" className="variant-grid__item">
            <VariantCard
              variant={variant}
              layout={layout}
              position={index + 1}
              imageLoading={index === 0 ? 'priority' : index < eagerCount ? 'eager' : 'lazy'}
              context={typeof context === 'function' ? context(variant) : context}
              onMainClick={onMainClick}
              onOpenReviews={onOpenReviews}
            />
          </HydrateOnDemand>
          {renderAfter?.(index)}
        </Fragment>
      ))}
    </ul>
  );
}
