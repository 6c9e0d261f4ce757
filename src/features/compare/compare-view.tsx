import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { comparisonItemId } from '@uyut/core';
import { Icon } from '../../components';
import { bgLikes } from '../../i18n/likes';
import { LikeToggle } from '../likes';
import { emitUiEvent } from '../../lib/ui-events';
import { CompareTable } from './compare-table';
import { removeFromCompare, replaceCompare } from './compare-store';
import { COMPARE_PATH, compareUrl } from './compare-url';
import { useComparison } from './use-comparison';
import './compare.css';
import { bgCompare } from '../../i18n/compare';

export interface CompareViewProps {
  /** The ids a shared link names, or null for the visitor's own list. */
  sharedIds: readonly number[] | null;
  ownIds: readonly number[];
}

function EmptyComparison() {
  return (
    <div className="compare-empty" data-testid="compare-empty">
      <p className="compare-empty__title">{bgCompare.empty}</p>
      <p>{bgCompare.emptyHint}</p>
      <Link className="button button--primary" to="/products">
        {bgCompare.browse}
      </Link>
    </div>
  );
}

function ShareLink({ ids }: { ids: readonly number[] }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    const url = new URL(compareUrl(ids), window.location.origin).href;
    setLink(url);
    emitUiEvent({ name: 'compare_products_url_copy', params: { count: ids.length } });
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (cause) {
      /* Without clipboard access the link stays shown, selected, to copy by hand. */
      console.warn('Could not copy the compare link.', cause);
      setCopied(false);
    }
  }
  return (
    <div className="compare-share">
      <button type="button" className="button button--ghost" onClick={() => void copy()}>
        <Icon name="copy" size={16} />
        {bgCompare.copyLink}
      </button>
      {link !== null && (
        <label className="compare-share__link">
          <span className="visually-hidden">{bgCompare.linkLabel}</span>
          <input readOnly value={link} data-testid="compare-link" onFocus={(event) => event.target.select()} />
        </label>
      )}
      <span role="status" className="compare-share__status">
        {copied ? bgCompare.linkCopied : ''}
      </span>
    </div>
  );
}

function SharedNotice({ ids, ownCount }: { ids: readonly number[]; ownCount: number }) {
  return (
    <div className="compare-shared" data-testid="compare-shared">
      <p>{bgCompare.shared}</p>
      <div className="compare-shared__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            replaceCompare(ids);
            void navigate(COMPARE_PATH, { replace: true });
          }}
        >
          {bgCompare.adopt}
        </button>
        {ownCount > 0 && (
          <Link className="button button--ghost" to={COMPARE_PATH}>
            {bgCompare.ownList(ownCount)}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The comparison itself, loaded on demand by CompareProducts: the visitor's own list, or the list a shared link names,
 * which is shown without touching the own list until the visitor chooses 'Запази като мое сравнение'.
 */
export default function CompareView({ sharedIds, ownIds }: CompareViewProps) {
  const { columns, failed, retry } = useComparison(sharedIds ?? ownIds);

  function remove(variantId: number) {
    if (sharedIds === null) removeFromCompare(variantId);
    else void navigate(compareUrl(sharedIds.filter((id) => id !== variantId)), { replace: true });
  }

  let body;
  if (failed)
    body = (
      <p className="compare-status">
        {bgCompare.failed}{' '}
        <button type="button" className="button button--ghost" onClick={retry}>
          {bgCompare.retry}
        </button>
      </p>
    );
  else if (columns === undefined) body = <p className="compare-status loading-block">{bgCompare.loading}</p>;
  else if (columns.length === 0) body = <EmptyComparison />;
  else
    body = (
      <>
        <div className="compare-page__bar">
          <p className="compare-page__count">{bgCompare.count(columns.length)}</p>
          <LikeToggle
            itemType="comparison"
            itemId={comparisonItemId(columns.map((column) => column.variant.id))}
            name={bgLikes.likeComparison}
            className="button button--ghost"
          />
          <ShareLink ids={columns.map((column) => column.variant.id)} />
        </div>
        <CompareTable columns={columns} onRemove={remove} />
      </>
    );

  return (
    <>
      {sharedIds !== null && <SharedNotice ids={sharedIds} ownCount={ownIds.length} />}
      {body}
    </>
  );
}
