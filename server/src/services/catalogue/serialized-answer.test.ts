import { createAnswerSerializer } from './serialized-answer';
import type { FilteringResponse } from './schemas';

const response = (requestId: string) => ({ title: 'Дивани "ъглови"', dataLayer: { pageType: 'category', requestId }, listHtml: '<a href="/x">"requestId":"old"</a>' }) as unknown as FilteringResponse;

describe('createAnswerSerializer', () => {
  it("serialises a response once and gives each answer its own request id in the response's own JSON", () => {
    const serialized = createAnswerSerializer();
    const kept = response('old');
    const serialize = jest.fn((value: FilteringResponse) => JSON.stringify(value));
    const first = serialized({ response: kept, requestId: 'old' }, serialize);
    const second = serialized({ response: kept, requestId: 'new-1' }, serialize);
    expect(serialize).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.toString('utf8'))).toEqual(kept);
    expect(JSON.parse(second.toString('utf8'))).toEqual({ ...kept, dataLayer: { pageType: 'category', requestId: 'new-1' } });
  });

  it('refuses a serialiser whose output lacks the request id', () => {
    expect(() => createAnswerSerializer()({ response: response('old'), requestId: 'new' }, () => '{}')).toThrow('does not carry its request id');
  });
});
