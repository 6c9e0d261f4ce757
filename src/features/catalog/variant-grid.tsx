import type { Variant } from '../../client';
import { bg } from '../../i18n';
import { VariantCard } from './variant-card';

export interface VariantGridProps {
  variants: readonly Variant[];
  /** Cards whose images load eagerly (the first row on wide screens). */
  eagerCount?: number;
}

/** Spec §2 listing grid: 2 columns on mobile, 3 from 768 px, 4 from 1024 px, 5 from 1536 px. */
export function VariantGrid({ variants, eagerCount = 5 }: VariantGridProps) {
  if (variants.length === 0) return <p className="variant-grid__empty">{bg.catalog.emptyGrid}</p>;
  return (
    <ul className="variant-grid" data-testid="variant-grid">
      {variants.map((variant, index) => (
        <li key={variant.id} className="variant-grid__item">
          <VariantCard variant={variant} imageLoading={index < eagerCount ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
