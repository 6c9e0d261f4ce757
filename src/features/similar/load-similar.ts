import { api } from '../../client';
import type { LoadSimilar } from './similar-row';

/** 'Може да ви хареса и' over the similarity call (spec §7 variant/{variantId}/similarity). */
export const loadSimilarFromApi: LoadSimilar = async (variantId) => (await api.variantSimilarity({ variantId })).variants;
