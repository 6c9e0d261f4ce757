import { type Static, Type } from '@sinclair/typebox';
import { MAX_ROW_ID } from '../../db/schema';

/** Characters a raw query may have before it is normalised (the normalised text is held to SEARCH_QUERY_MAX). */
const RAW_QUERY_MAX = 1000;

export const AiSearchRequestSchema = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: RAW_QUERY_MAX, description: 'What the shopper wants, in plain Bulgarian' }),
    categoryId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description: 'The category listed now: the base when the query names none' }),
    ),
  },
  { $id: 'AiSearchRequest', additionalProperties: false },
);
export type AiSearchRequest = Static<typeof AiSearchRequestSchema>;

export const AiSearchResultSchema = Type.Object(
  {
    url: Type.String({ description: 'The listing URL (core listing grammar) with the filters the query names' }),
    filtersCount: Type.Integer({ minimum: 0 }),
    resultsCount: Type.Integer({ minimum: 0 }),
  },
  { $id: 'AiSearchResult', additionalProperties: false },
);
export type AiSearchResult = Static<typeof AiSearchResultSchema>;
