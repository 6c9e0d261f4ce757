import { navigate } from 'gatsby';
import { useId } from 'react';
import { bgVisual } from '../../i18n/visual';
import { PicturePicker } from './picture-picker';

/**
 * Search by photo (issue 25 §5): the shopper picks (or, on a phone, takes) a picture; it is checked here for type and
 * size, sent, and the page moves to the listing of the offers nearest to it.
 */
export function UploadForm() {
  const id = useId();
  return (
    <section className="visual-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{bgVisual.upload.title}</h2>
      <p>{bgVisual.upload.hint}</p>
      <PicturePicker open={navigate} labelClassName="button button--ghost visual-upload__choose" testId="visual-upload-input">
        {bgVisual.upload.choose}
      </PicturePicker>
    </section>
  );
}
