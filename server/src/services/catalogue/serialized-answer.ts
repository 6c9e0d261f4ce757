import type { FilteringResponse } from './schemas';

export interface ListingAnswer {
  /** The rendered response, shared by every answer of its URL while it is kept. */
  response: FilteringResponse;
  /** This answer's request id (spec §7 Other `ri`). */
  requestId: string;
}

const REQUEST_ID_KEY = '"requestId":';

/**
 * Listing answers as UTF-8 JSON: each rendered response is serialised and encoded once, and every answer of it is
 * those bytes with its own request id spliced in. A kept answer then costs a copy of bytes instead of serialising the
 * whole listing (its cards, facets and HTML) again, or encoding its Cyrillic text to UTF-8 again (~0.4 ms at 75 KB).
 */
export function createAnswerSerializer(): (answer: ListingAnswer, serialize: (response: FilteringResponse) => string) => Buffer {
  const parts = new WeakMap<FilteringResponse, [Buffer, Buffer]>();
  return (answer, serialize) => {
    let split = parts.get(answer.response);
    if (split === undefined) {
      const json = serialize(answer.response);
      const marker = `${REQUEST_ID_KEY}${JSON.stringify(answer.response.dataLayer.requestId)}`;
      const at = json.lastIndexOf(marker);
      if (at < 0) throw new Error('The serialised listing answer does not carry its request id');
      split = [Buffer.from(json.slice(0, at + REQUEST_ID_KEY.length)), Buffer.from(json.slice(at + marker.length))];
      parts.set(answer.response, split);
    }
    return Buffer.concat([split[0], Buffer.from(JSON.stringify(answer.requestId)), split[1]]);
  };
}
