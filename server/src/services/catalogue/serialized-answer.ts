import type { FilteringResponse } from './schemas';

export interface ListingAnswer {
  /** The rendered response, shared by every answer of its URL while it is kept. */
  response: FilteringResponse;
  /** This answer's request id (spec §7 Other `ri`). */
  requestId: string;
}

const REQUEST_ID_KEY = '"requestId":';

/**
 * Listing answers as JSON text: each rendered response is serialised once, and every answer of it is that
 * text with its own request id spliced in, so a kept answer costs a string concatenation instead of
 * serialising the whole listing (its cards, facets and HTML) again.
 */
export function createAnswerSerializer(): (answer: ListingAnswer, serialize: (response: FilteringResponse) => string) => string {
  const parts = new WeakMap<FilteringResponse, [string, string]>();
  return (answer, serialize) => {
    let split = parts.get(answer.response);
    if (split === undefined) {
      const json = serialize(answer.response);
      const marker = `${REQUEST_ID_KEY}${JSON.stringify(answer.response.dataLayer.requestId)}`;
      const at = json.lastIndexOf(marker);
      if (at < 0) throw new Error('The serialised listing answer does not carry its request id');
      split = [json.slice(0, at + REQUEST_ID_KEY.length), json.slice(at + marker.length)];
      parts.set(answer.response, split);
    }
    return `${split[0]}${JSON.stringify(answer.requestId)}${split[1]}`;
  };
}
