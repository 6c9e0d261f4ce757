import { useEffect, useState } from 'react';
import type { Variant } from '../../client';
import { Carousel, Icon } from '../../components';
import { type CardContext, VariantCard } from '../catalogue';
import './similar.css';
import { bgListing } from '../../i18n/listing';

export type LoadSimilar = (variantId: number) => Promise<Variant[]>;

export interface SimilarRowProps {
  variantId: number;
  /** Must be stable (module level or memoised): a new function reloads the row. */
  loadSimilar: LoadSimilar;
  onClose: () => void;
  context?: Partial<CardContext>;
}

type SimilarResult = { variantId: number } & ({ status: 'done'; variants: Variant[] } | { status: 'error' });

/** 'Може да ви хареса и' (spec §2): similar products of the clicked card, with a close button. */
export function SimilarRow({ variantId, loadSimilar, onClose, context }: SimilarRowProps) {
  const [result, setResult] = useState<SimilarResult | null>(null);
  const state = result !== null && result.variantId === variantId ? result : { status: 'loading' as const };

  useEffect(() => {
    let current = true;
    loadSimilar(variantId).then(
      (variants) => {
        if (current) setResult({ variantId, status: 'done', variants: variants.filter((variant) => variant.id !== variantId) });
      },
      (cause: unknown) => {
        console.error('Loading similar products failed.', cause);
        if (current) setResult({ variantId, status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [variantId, loadSimilar]);

  return (
    <section className="similar-row" aria-label={bgListing.similar.title} data-testid="similar-row">
      <header className="similar-row__header">
        <h2 className="similar-row__title">{bgListing.similar.title}</h2>
        <button type="button" className="similar-row__close" onClick={onClose}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{bgListing.similar.close}</span>
        </button>
      </header>
      {state.status === 'loading' && <p className="similar-row__status">{bgListing.similar.loading}</p>}
      {(state.status === 'error' || (state.status === 'done' && state.variants.length === 0)) && (
        <p className="similar-row__status">{bgListing.similar.empty}</p>
      )}
      {state.status === 'done' && state.variants.length > 0 && (
        <Carousel label={bgListing.similar.title}>
          {state.variants.map((variant, index) => (
            <VariantCard key={variant.id} variant={variant} position={index + 1} context={context} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
