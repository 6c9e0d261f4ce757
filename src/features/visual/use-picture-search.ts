import { type ChangeEvent, useState } from 'react';
import { parseVisualRequest, UPLOAD_SLUG, visuallySimilarPath } from '@uyut/core';
import { apiProblem, ResponseError } from '../../client';
import { visualApi } from '../../client/visual-api';
import { bgVisual } from '../../i18n/visual';
import { pictureProblem } from './visual-rules';

export type PictureSearchStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string };

/** What to tell the shopper about a refused upload. */
async function uploadFailure(error: unknown): Promise<string> {
  if (!(error instanceof ResponseError)) return bgVisual.upload.failed;
  const problem = await apiProblem(error);
  if (problem.status === 413) return bgVisual.upload.tooLarge;
  if (problem.status === 415) return bgVisual.upload.wrongType;
  return problem.status === 400 && problem.field === 'body' ? bgVisual.upload.unreadable : bgVisual.upload.failed;
}

/**
 * Search by photo (issue 25 §5), for every place that offers it: `choose` (a file input's change) checks the picture's type and size
 * before sending it, uploads it and opens the listing of the offers nearest to it through `open`; `status` says what
 * to show meanwhile or why it was refused, in Bulgarian. PicturePicker is its control.
 */
export function usePictureSearch(open: (path: string) => void | Promise<void>) {
  const [status, setStatus] = useState<PictureSearchStatus>({ kind: 'idle' });

  async function search(file: File): Promise<void> {
    const problem = pictureProblem(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem === 'size' ? bgVisual.upload.tooLarge : bgVisual.upload.wrongType });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const { requestId } = await visualApi.uploadPicture(file);
      const request = parseVisualRequest(requestId);
      if (request === null) throw new Error(`The upload answered a request id that names no request: ${requestId}`);
      setStatus({ kind: 'idle' });
      await open(visuallySimilarPath({ request, slug: UPLOAD_SLUG }));
    } catch (error) {
      setStatus({ kind: 'error', message: await uploadFailure(error) });
    }
  }

  /** The file input's change handler: takes the chosen file, and clears the input so the same file may be chosen again. */
  function choose(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void search(file);
  }

  return { status, choose };
}
