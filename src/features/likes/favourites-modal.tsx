import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { productPath } from '@uyut/core';
import { useVariantsLiked } from '../../client';
import { Icon, Price, useEscape } from '../../components';
import { bgLikes } from '../../i18n/likes';
import './likes.css';

/** How many recent likes the modal lists; the page has the rest. */
export const RECENT_FAVOURITES = 5;
export const FAVOURITES_PATH = '/user/favourites';

/** Spec §2 favourites modal (loaded on demand from the header's heart): the latest likes and the way to all of them. */
export function FavouritesModal({ onClose }: { onClose: () => void }) {
  const { data, error, mutate } = useVariantsLiked({
    sort: 'newest',
    page: 1,
    pageSize: RECENT_FAVOURITES,
    active: false,
    encryptedShare: '',
  });
  const close = useRef<HTMLButtonElement>(null);
  useEscape({ active: true, onEscape: onClose });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="favourites-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="favourites-modal__dialog" role="dialog" aria-modal="true" aria-labelledby="favourites-modal-title">
        <button ref={close} type="button" className="icon-button favourites-modal__close" aria-label={bgLikes.close} onClick={onClose}>
          <Icon name="close" />
        </button>
        <h2 id="favourites-modal-title">{bgLikes.recentTitle}</h2>
        {error && (
          <p role="alert">
            {bgLikes.loadFailed}{' '}
            <button type="button" className="button button--ghost" onClick={() => void mutate()}>
              {bgLikes.retry}
            </button>
          </p>
        )}
        {!data && !error && <p role="status">{bgLikes.loading}</p>}
        {data?.variants.length === 0 && <p>{bgLikes.empty}</p>}
        {data && data.variants.length > 0 && (
          <ul className="favourites-list" data-testid="favourites-recent">
            {data.variants.map((variant) => (
              <li key={variant.id}>
                <Link to={productPath(variant)} onClick={onClose}>
                  {variant.name}
                </Link>{' '}
                <Price amount={variant.price.price} currency={variant.price.currency} />
              </li>
            ))}
          </ul>
        )}
        <Link to={FAVOURITES_PATH} className="button button--primary" onClick={onClose}>
          {bgLikes.allFavourites}
        </Link>
      </div>
    </div>
  );
}
