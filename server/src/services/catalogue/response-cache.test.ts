import { ResponseCache } from './response-cache';

describe('kept responses', () => {
  const index = {};
  const from = { index, indexVersion: 3, catalogue: 'v1:10' };

  it('answers a kept response while index, index version and catalogue are unchanged, and for at most ttlMs', () => {
    const cache = new ResponseCache<string>({ size: 10, ttlMs: 1000 });
    cache.set('/products', { from, at: 5000, value: 'body' });
    expect(cache.get('/products', { from: { ...from }, at: 5999 })).toBe('body');
    expect(cache.get('/products', { from: { ...from, index: {} }, at: 5000 })).toBeUndefined();
    cache.set('/products', { from, at: 5000, value: 'body' });
    expect(cache.get('/products', { from: { ...from, indexVersion: 4 }, at: 5000 })).toBeUndefined();
    cache.set('/products', { from, at: 5000, value: 'body' });
    expect(cache.get('/products', { from: { ...from, catalogue: 'v1:11' }, at: 5000 })).toBeUndefined();
    cache.set('/products', { from, at: 5000, value: 'body' });
    expect(cache.get('/products', { from, at: 6000 })).toBeUndefined();
  });

  it('offers an entry whose time ran out, from the same index and catalogue only, and answers it again once renewed', () => {
    const cache = new ResponseCache<string>({ size: 10, ttlMs: 1000 });
    cache.set('/products', { from, at: 5000, value: 'body' });
    expect(cache.expired('/products', { from, at: 5999 })).toBeUndefined();
    expect(cache.expired('/products', { from, at: 6000 })).toBe('body');
    cache.renew('/products', { at: 6000 });
    expect(cache.get('/products', { from, at: 6999 })).toBe('body');
    expect(cache.get('/products', { from, at: 7000 })).toBeUndefined();
    expect(cache.expired('/products', { from: { ...from, indexVersion: 4 }, at: 7000 })).toBeUndefined();
    expect(cache.expired('/products', { from, at: 7000 })).toBeUndefined();
  });

  it('forgets the least recently used past its size', () => {
    const cache = new ResponseCache<number>({ size: 2, ttlMs: 1000 });
    cache.set('a', { from, at: 0, value: 1 });
    cache.set('b', { from, at: 0, value: 2 });
    expect(cache.get('a', { from, at: 0 })).toBe(1);
    cache.set('c', { from, at: 0, value: 3 });
    expect([cache.get('a', { from, at: 0 }), cache.get('b', { from, at: 0 }), cache.get('c', { from, at: 0 })]).toEqual([1, undefined, 3]);
  });
});
