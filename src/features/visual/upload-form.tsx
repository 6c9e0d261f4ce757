import { navigate } from 'gatsby';
import { type ChangeEvent, useId, useState } from 'react';
import { UPLOAD_SLUG, visuallySimilarPath } from '@uyut/core';
import { apiProblem, ResponseError } from '../../client';
import { visualApi } from '../../client/visual-api';
import { bgVisual } from '../../i18n/visual';
import { PICTURE_TYPES, pictureProblem } from './visual-rules';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string };

/** What to tell the shopper about a refused upload. */
async function uploadFailure(error: unknown): Promise<string> {
  if (!(error instanceof ResponseError)) return bgVisual.upload.failed;
  const problem = await apiProblem(error);
  if (problem.status === 413) return bgVisual.upload.tooLarge;
  if (problem.status === 415) return bgVisual.upload.wrongType;
  return problem.status === 400 && problem.field === 'body' ? bgVisual.upload.unreadable : bgVisual.upload.failed;
}

/**
 * Search by photo (issue 25 §5): the shopper picks (or, on a phone, takes) a picture; it is checked here for type and
 * size, sent, and the page moves to the listing of the offers nearest to it.
 */
export function UploadForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem === 'size' ? bgVisual.upload.tooLarge : bgVisual.upload.wrongType });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const { requestId } = await visualApi.uploadPicture(file);
      const token = requestId.slice(1);
      setStatus({ kind: 'idle' });
      await navigate(visuallySimilarPath({ request: { kind: 'upload', token }, slug: UPLOAD_SLUG }));
    } catch (error) {
      setStatus({ kind: 'error', message: await uploadFailure(error) });
    }
  }

  return (
    <section className="visual-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{bgVisual.upload.title}</h2>
      <p>{bgVisual.upload.hint}</p>
      <label className="button button--ghost visual-upload__choose" htmlFor={`${id}-file`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        {bgVisual.upload.choose}
      </label>
      <input
        id={`${id}-file`}
        className="visual-upload__input"
        type="file"
        accept={PICTURE_TYPES.join(',')}
        disabled={status.kind === 'sending'}
        onChange={(event) => void onChange(event)}
        data-testid="visual-upload-input"
      />
      {status.kind === 'sending' && (
        <p aria-live="polite" aria-busy="true">
          {bgVisual.upload.sending}
        </p>
      )}
      {status.kind === 'error' && <p role="alert">{status.message}</p>}
    </section>
  );
}
