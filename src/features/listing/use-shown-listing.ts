import { useState } from 'react';
import { type FilteringResponse, sameListing } from '../../client';

/**
 * The answer on screen: a new answer replaces it only when it shows a different listing (sameListing), so a
 * revalidation that brings the same cards with a fresh request id re-renders nothing below the header.
 */
export function useShownListing(answer: FilteringResponse): FilteringResponse {
  const [shown, setShown] = useState(answer);
  if (shown !== answer && !sameListing(shown, answer)) {
    setShown(answer);
    return answer;
  }
  return shown;
}
