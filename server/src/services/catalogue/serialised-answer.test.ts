import { gunzipSync } from 'node:zlib';
import { answerBytes, jsonBytes, serialiseAnswer } from './serialised-answer';
import type { FilteringResponse } from './schemas';

const response = (options: { requestId: string; after?: string }) =>
  ({
    title: 'Дивани "ъглови"',
    listHtml: '<a href="/x">"requestId":"old"</a>'.repeat(200),
    variants: Array.from({ length: 24 }, (_, id) => ({ id, name: `Ъглов диван ${id}` })),
    dataLayer: { pageType: 'category', requestId: options.requestId },
    ...(options.after === undefined ? {} : { after: options.after }),
  }) as unknown as FilteringResponse;

const withId = (value: FilteringResponse, requestId: string) => ({ ...value, dataLayer: { ...value.dataLayer, requestId } });

describe('kept listing answers as bytes', () => {
  it('gives each answer its own request id in the same JSON, as it is and gzip-encoded', () => {
    const kept = response({ requestId: 'old' });
    const answer = serialiseAnswer(kept);
    const plain = answerBytes({ answer, requestId: 'new-1', encoding: 'identity' });
    expect(plain.toString('utf8')).toBe(JSON.stringify(withId(kept, 'new-1')));
    for (const requestId of ['id-2', 'a-much-longer-request-id-0123456789abcdef']) {
      const gzipped = answerBytes({ answer, requestId, encoding: 'gzip' });
      expect(gzipped.length).toBeLessThan(plain.length / 4);
      expect(gunzipSync(gzipped).toString('utf8')).toBe(JSON.stringify(withId(kept, requestId)));
    }
  });

  it('keeps the compressed head (~10 KB of an 80 KB answer), not the text', () => {
    const answer = serialiseAnswer(response({ requestId: 'old' }));
    expect(answer.head.length).toBeLessThan(answer.headLength / 4);
    expect(answer.tail.toString('utf8')).toBe('}}');
  });

  it('stores a tail longer than one stored deflate block (64 KB) in several', () => {
    const kept = response({ requestId: 'old', after: 'ъ'.repeat(50_000) });
    const gzipped = answerBytes({ answer: serialiseAnswer(kept), requestId: 'new', encoding: 'gzip' });
    expect(JSON.parse(gunzipSync(gzipped).toString('utf8'))).toEqual(withId(kept, 'new'));
  });

  it('refuses a response whose JSON lacks its request id', () => {
    expect(() => serialiseAnswer({ dataLayer: { requestId: 'x' }, toJSON: () => ({}) } as unknown as FilteringResponse)).toThrow(
      'does not carry its request id',
    );
  });

  it('writes JSON byte for byte as JSON.stringify does, member by member', () => {
    const value = {
      title: 'Ъглови дивани',
      skipped: undefined,
      method() {
        return 1;
      },
      [Symbol('hidden')]: 1,
      list: [1, undefined, () => 2, null, 'ъ'.repeat(20_000), { at: new Date(0), inner: { deep: [1, { deeper: [2] }] } }],
      boxed: [Object.assign(Object.create(null) as object, { bare: true }), new String('кутия'), new Map([[1, 2]])],
      custom: { toJSON: () => ({ replaced: 'да' }) },
      empty: { array: [], object: {} },
      long: Array.from({ length: 3000 }, (_, i) => ({ i, name: `Лампа ${i}` })),
    };
    const expected = JSON.stringify(value);
    for (const depth of [0, 1, 2, 5]) expect(jsonBytes(value, depth).toString('utf8')).toBe(expected);
    expect(jsonBytes({ toJSON: () => 'цял' }).toString('utf8')).toBe('"цял"');
  });
});
