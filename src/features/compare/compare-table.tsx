import { Link } from 'gatsby';
import { useId, useState } from 'react';
import { Price, Stars } from '../../components';
import { productPath, responsiveImage, servedImage } from '@uyut/core';
import { type CompareCell, type CompareColumn, compareRows, shownRows } from './compare-rows';
import { bgCompare } from '../../i18n/compare';

const IMAGE_EDGE = 160;

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  onRemove: (variantId: number) => void;
}

function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: (variantId: number) => void }) {
  const { variant } = column;
  const image = variant.image ?? variant.images[0] ?? null;
  const picture =
    image === null
      ? null
      : responsiveImage({
          ...servedImage(image, variant.slug),
          width: IMAGE_EDGE,
          height: IMAGE_EDGE,
          sizes: `${IMAGE_EDGE}px`,
        });
  return (
    <th scope="col" className="compare-table__product" data-testid="compare-column">
      <div className="compare-table__product-inner">
        {picture ? (
          <img
            className="compare-table__image"
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            width={picture.width}
            height={picture.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="compare-table__image compare-table__image--none" aria-hidden="true" />
        )}
        <Link className="compare-table__name" to={productPath(variant)}>
          {variant.name}
        </Link>
        <button type="button" className="button button--ghost compare-table__remove" onClick={() => onRemove(variant.id)}>
          <span aria-hidden="true">{bgCompare.removeShort}</span>
          <span className="visually-hidden">{bgCompare.remove(variant.name)}</span>
        </button>
      </div>
    </th>
  );
}

function CellValue({ cell, rating }: { cell: CompareCell; rating: number | null }) {
  if (cell.text === null) return <span className="compare-table__missing">{bgCompare.missing}</span>;
  if (cell.money)
    return (
      <>
        <Price amount={cell.money.amount} currency={cell.money.currency} />
        {cell.note && <span className="compare-table__note">{cell.note}</span>}
      </>
    );
  if (rating !== null)
    return (
      <span className="compare-table__rating">
        <Stars rating={rating} size={16} />
        <span>{cell.text}</span>
      </span>
    );
  return <>{cell.text}</>;
}

/**
 * The side-by-side table (issue 24 §4): a column per offer, a row per feature; rows whose values differ are marked,
 * and 'Само разликите' hides the rest. On a narrow screen the table scrolls inside its box with the feature names fixed.
 */
export function CompareTable({ columns, onRemove }: CompareTableProps) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const rows = compareRows(columns);
  const shown = shownRows(rows, onlyDifferences);
  return (
    <div className="compare-table">
      <div className="compare-table__tools">
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          className="compare-table__switch"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={toggleId}>{bgCompare.onlyDifferences}</label>
      </div>
      <div className="compare-table__scroller" data-testid="compare-scroller">
        <table className="compare-table__table">
          <caption className="visually-hidden">{bgCompare.title}</caption>
          <thead>
            <tr>
              <td className="compare-table__corner" />
              {columns.map((column) => (
                <ColumnHead key={column.variant.id} column={column} onRemove={onRemove} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? 'compare-table__row compare-table__row--differs' : 'compare-table__row'}
                data-testid="compare-row"
                data-differs={row.differs}
              >
                <th scope="row" className="compare-table__label">
                  {row.label}
                  {row.differs && <span className="visually-hidden">{` (${bgCompare.differs})`}</span>}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]?.variant.id ?? index}>
                    <CellValue cell={cell} rating={row.key === 'rating' ? (columns[index]?.variant.reviews.rating ?? null) : null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className="compare-table__none">{bgCompare.noDifferences}</p>}
    </div>
  );
}
