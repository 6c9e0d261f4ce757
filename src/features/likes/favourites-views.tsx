import { Link } from 'gatsby';
import { useState } from 'react';
import { CLICK_SOURCES, FAVOURITE_SORTS, isFavouriteSort, parseComparisonItemId } from '@uyut/core';
import { likesApi, ResponseError, useLikeAll, useVariantsLiked, type VariantsLikedQuery } from '../../client';
import { bgLikes } from '../../i18n/likes';
import { VariantGrid } from '../catalogue';
import { compareUrl } from '../compare/compare-url';
import { useUser } from '../user';
import { FAVOURITES_PAGE_SIZE, shareTokenOf, shareUrl } from './favourites-rules';
import './likes.css';
import { usePageLocation } from '../../lib/use-hydrated';

const t = bgLikes;
const CARD_CONTEXT = { clickSource: CLICK_SOURCES.userFavourites };

function Pages({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="favourites-page__pages" aria-label={t.page(page, pageCount)}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span>{t.page(page, pageCount)}</span>
      <button type="button" className="button button--ghost" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}

/** One page of a liked list with its loading, failure and empty states. */
function LikedList({ query, onPage }: { query: VariantsLikedQuery; onPage: (page: number) => void }) {
  const { data, error, mutate } = useVariantsLiked(query);
  if (error && !data) {
    const missing = error instanceof ResponseError && error.response.status === 404 && query.encryptedShare !== '';
    return missing ? (
      <p role="alert">{t.sharedMissing}</p>
    ) : (
      <p role="alert">
        {t.loadFailed}{' '}
        <button type="button" className="button button--ghost" onClick={() => void mutate()}>
          {t.retry}
        </button>
      </p>
    );
  }
  if (!data) return <p role="status">{t.loading}</p>;
  if (data.variants.length === 0) return <p data-testid="favourites-empty">{t.empty}</p>;
  return (
    <>
      {data.owner && <p className="favourites-page__owner">{t.sharedOwner(data.owner.name)}</p>}
      <VariantGrid variants={data.variants} context={CARD_CONTEXT} />
      <Pages page={data.pagination.page} pageCount={data.pagination.pageCount} onPage={onPage} />
    </>
  );
}

function ShareFavourites() {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  async function create() {
    try {
      const { encryptedShare } = await likesApi.favouritesShare();
      setLink(shareUrl(window.location.origin, encryptedShare));
      setStatus('');
    } catch (cause) {
      console.error('Could not create the favourites link.', cause);
      setStatus(t.loadFailed);
    }
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t.shareCopied);
    } catch (cause) {
      /* Without clipboard access the link stays shown, to copy by hand. */
      console.warn('Could not copy the favourites link.', cause);
    }
  }
  async function revoke() {
    try {
      await likesApi.revokeFavouritesShare();
      setLink(null);
      setStatus(t.shareRevoked);
    } catch (cause) {
      console.error('Could not revoke the favourites link.', cause);
      setStatus(t.loadFailed);
    }
  }
  return (
    <section className="favourites-share" aria-labelledby="favourites-share-title">
      <h2 id="favourites-share-title">{t.shareTitle}</h2>
      {link === null ? (
        <button type="button" className="button button--ghost" onClick={() => void create()}>
          {t.shareCreate}
        </button>
      ) : (
        <>
          <label>
            <span className="visually-hidden">{t.shareLink}</span>
            <input readOnly value={link} data-testid="favourites-share-link" onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button button--ghost" onClick={() => void copy(link)}>
            {t.shareCopy}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void revoke()}>
            {t.shareRevoke}
          </button>
        </>
      )}
      <span role="status">{status}</span>
    </section>
  );
}

function LikedComparisons() {
  const { data } = useLikeAll('comparison');
  const comparisons = (data ?? []).map(parseComparisonItemId).filter((ids): ids is number[] => ids !== null);
  if (comparisons.length === 0) return null;
  return (
    <section aria-labelledby="liked-comparisons-title">
      <h2 id="liked-comparisons-title">{t.comparisonsTitle}</h2>
      <ul className="favourites-list" data-testid="liked-comparisons">
        {comparisons.map((ids) => (
          <li key={ids.join('-')}>
            <Link to={compareUrl(ids)}>{t.comparison(ids.length)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OwnFavourites() {
  const [query, setQuery] = useState<VariantsLikedQuery>({
    sort: 'newest',
    page: 1,
    pageSize: FAVOURITES_PAGE_SIZE,
    active: false,
    encryptedShare: '',
  });
  return (
    <>
      <div className="favourites-page__controls">
        <label>
          {t.sortLabel}{' '}
          <select
            value={query.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isFavouriteSort(sort)) setQuery({ ...query, sort, page: 1 });
            }}
          >
            {FAVOURITE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={query.active}
            onChange={(event) => setQuery({ ...query, active: event.target.checked, page: 1 })}
          />{' '}
          {t.activeOnly}
        </label>
      </div>
      <LikedList query={query} onPage={(page) => setQuery({ ...query, page })} />
      <ShareFavourites />
      <LikedComparisons />
    </>
  );
}

function SharedFavourites({ encryptedShare }: { encryptedShare: string }) {
  const [page, setPage] = useState(1);
  return <LikedList query={{ sort: 'newest', page, pageSize: FAVOURITES_PAGE_SIZE, active: false, encryptedShare }} onPage={setPage} />;
}

/**
 * `/user/favourites` (the signed-in shopper's liked variants, their share link and liked comparisons) and
 * `/user/favourites/{encryptedShare}` (someone's shared list, read-only, for anyone with the link).
 */
export default function FavouritesView({ location }: { location: { pathname: string } }) {
  const known = usePageLocation(location);
  const user = useUser();
  const token = known === null ? null : shareTokenOf(known.pathname);
  const title = token === null ? t.favouritesTitle : t.sharedTitle;
  let body;
  if (known === null) body = <p role="status">{t.loading}</p>;
  else if (token !== null) body = <SharedFavourites encryptedShare={token} />;
  else if (user === null)
    body = (
      <p>
        {t.signInNeeded}{' '}
        <Link to="/login?next=/user/favourites" className="button button--primary">
          {t.login}
        </Link>
      </p>
    );
  else body = <OwnFavourites />;
  return (
    <section className="favourites-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
