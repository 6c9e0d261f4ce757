import { VariantApi } from '../../client';
import type { LoadSimilar } from './similar-row';

const variants = new VariantApi();

/** 'Може да ви хареса и' over the similarity call (spec §7 variant/{variantId}/similarity). */
export const loadSimilarFromApi: LoadSimilar = async (variantId) => (await variants.variantSimilarity({ variantId })).variants;
