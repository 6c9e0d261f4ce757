import { type ReactNode, useId } from 'react';
import { bgVisual } from '../../i18n/visual';
import { usePictureSearch } from './use-picture-search';
import { PICTURE_TYPES } from './visual-rules';
import './visual.css';

export interface PicturePickerProps {
  /** Opens the listing of the uploaded picture (a site path). */
  open: (path: string) => void | Promise<void>;
  /** The visible control's text, after a camera icon: a label for the visually hidden file input, which it opens. */
  children: ReactNode;
  labelClassName: string;
  testId: string;
}

/**
 * The search-by-photo control (issue 25 §5) of the visually-similar page's upload form and of the search panel: a file
 * input taking JPEG, PNG or WebP (on a phone, the camera too), what is happening while the picture is sent, and why
 * it was refused.
 */
export function PicturePicker({ open, children, labelClassName, testId }: PicturePickerProps) {
  const id = useId();
  const { status, choose } = usePictureSearch(open);
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        {children}
      </label>
      <input
        id={id}
        className="visual-upload__input"
        type="file"
        accept={PICTURE_TYPES.join(',')}
        disabled={status.kind === 'sending'}
        onChange={choose}
        data-testid={testId}
      />
      {status.kind === 'sending' && (
        <p aria-live="polite" aria-busy="true">
          {bgVisual.upload.sending}
        </p>
      )}
      {status.kind === 'error' && <p role="alert">{status.message}</p>}
    </>
  );
}
