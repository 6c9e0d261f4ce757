import useSWR from 'swr';
import { CLICK_SOURCES, visualRequestIdOfPath } from '@uyut/core';
import { preloadCall, ResponseError, takingPreloaded, type Variant } from '../../client';
import type { ApiError } from '../../client/errors';
import { visualApi } from '../../client/visual-api';
import { bgVisual } from '../../i18n/visual';
import { VariantGrid } from '../catalogue';
import { usePageLocation } from '../../lib/use-hydrated';
import { UploadForm } from './upload-form';
import './visual.css';

const cardContext = { clickSource: CLICK_SOURCES.similarProducts };

const visuallySimilarKey = (requestId: string) => ['api', 'visually-similar', requestId] as const;
const callVisuallySimilar = async ([, , requestId]: ReturnType<typeof visuallySimilarKey>) =>
  (await visualApi.visuallySimilar({ requestId })).variants;
const fetchVisuallySimilar = takingPreloaded(callVisuallySimilar);

/** The offers of a request id, or null to pause. Each request id is its own cache entry; its answer stays put. */
function useVisuallySimilar(requestId: string | null) {
  return useSWR<Variant[], ApiError, ReturnType<typeof visuallySimilarKey> | null>(
    requestId === null ? null : visuallySimilarKey(requestId),
    fetchVisuallySimilar,
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

function Loading() {
  return (
    <p aria-busy="true" className="listing__count loading-block">
      {bgVisual.loading}
    </p>
  );
}

function Results({ requestId }: { requestId: string }) {
  const { data, error } = useVisuallySimilar(requestId);
  if (error) {
    const expired = error instanceof ResponseError && error.response.status === 404 && requestId.startsWith('u');
    return <p role="alert">{expired ? bgVisual.expired : bgVisual.failed}</p>;
  }
  if (data === undefined) return <Loading />;
  if (data.length === 0) return <p>{bgVisual.empty}</p>;
  return (
    <>
      {/* The cards name their offers in h3s: the page's outline needs the level between them and its h1. */}
      <h2 className="visually-hidden">{bgVisual.results}</h2>
      <VariantGrid variants={data} context={cardContext} />
    </>
  );
}

/**
 * The visually-similar listing (spec §2 `/products/visually-similar/{requestId}/{slug}`): client-only, its offers
 * depend on the request id (an offer's picture or a shopper's upload). The page's own path offers only the upload.
 */
export function VisuallySimilarResults({ location }: { location: { pathname: string } }) {
  const known = usePageLocation(location);
  const requestId = known === null ? null : visualRequestIdOfPath(known.pathname);
  /* The browser's path names the request all along: its offers are fetched while the page hydrates, not after. */
  const early = known === null && typeof window !== 'undefined' ? visualRequestIdOfPath(location.pathname) : null;
  if (early !== null) preloadCall(visuallySimilarKey(early), callVisuallySimilar);
  return (
    <section className="listing visual-results">
      <header className="listing__header">
        <h1>{bgVisual.title}</h1>
        <p>{bgVisual.description}</p>
      </header>
      {/* While hydrating the request id is unknown: the results' place is held, as the build rendered it. */}
      {known === null ? <Loading /> : requestId !== null && <Results requestId={requestId} />}
      <UploadForm />
    </section>
  );
}
