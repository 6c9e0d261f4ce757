import { Icon } from '../../components';
import { bg } from '../../i18n';
import type { LikeItemType } from '../../client/likes-api';
import { useLike } from './use-like';
import './likes.css';

export interface LikeToggleProps {
  itemType: LikeItemType;
  /** Null while the item has no id yet (an empty comparison): the heart shows but does nothing. */
  itemId: string | null;
  /** What is liked, for the button's name. */
  name: string;
  className?: string;
}

/** Spec §4 Like toggle: 'Това ми харесва.' with the item's like count. */
export function LikeToggle({ itemType, itemId, name, className = '' }: LikeToggleProps) {
  const { liked, count, toggle } = useLike(itemType, itemId);
  return (
    <button
      type="button"
      className={`like-toggle ${className}`.trim()}
      aria-pressed={liked}
      onClick={toggle}
      disabled={itemId === null}
      title={bg.catalogue.like}
      data-testid="like-toggle"
    >
      <Icon name="heart" size={20} />
      <span className="visually-hidden">{`${bg.catalogue.like} ${name}`}</span>
      {count > 0 && (
        <span className="like-toggle__count" data-testid="like-count">
          {count}
        </span>
      )}
    </button>
  );
}
