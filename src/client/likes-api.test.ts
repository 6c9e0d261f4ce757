import { createApiClient } from './api-client';
import { RequiredError } from './errors';
import { createLikesApi, type LikeInfoRequest, type LikeItemRequest, type LikeTypeRequest, type VariantsLikedRequest } from './likes-api';
import { fakeFetch } from './test-support/fake-fetch';

function likesOver(fetch: jest.Mock<Promise<Response>, [Request]>) {
  return createLikesApi(createApiClient({ fetch, baseUrl: 'https://uyut.test' }));
}

/** Leaves `field` out of otherwise complete parameters, as a caller outside TypeScript's view could. */
function without<T extends object>(parameters: T, field: keyof T): T {
  const copy = { ...parameters };
  delete copy[field];
  return copy;
}

describe('the likes calls (spec §5 required parameters, §7 Likes service)', () => {
  const batch: LikeInfoRequest = { project: 'bg', itemType: 'variant', requestBody: ['1', '2'] };
  const ofType: LikeTypeRequest = { project: 'bg', itemType: 'comparison' };
  const item: LikeItemRequest = { project: 'bg', itemType: 'variant', itemId: '5' };

  it.each([
    ['likeInfo', 'project', (api: ReturnType<typeof likesOver>) => api.likeInfo(without(batch, 'project'))],
    ['likeInfo', 'itemType', (api: ReturnType<typeof likesOver>) => api.likeInfo(without(batch, 'itemType'))],
    ['likeInfo', 'requestBody', (api: ReturnType<typeof likesOver>) => api.likeInfo(without(batch, 'requestBody'))],
    ['likeAll', 'project', (api: ReturnType<typeof likesOver>) => api.likeAll(without(ofType, 'project'))],
    ['likeAll', 'itemType', (api: ReturnType<typeof likesOver>) => api.likeAll(without(ofType, 'itemType'))],
    ['likesReceived', 'project', (api: ReturnType<typeof likesOver>) => api.likesReceived(without(ofType, 'project'))],
    ['likesReceived', 'itemType', (api: ReturnType<typeof likesOver>) => api.likesReceived(without(ofType, 'itemType'))],
    ['like', 'project', (api: ReturnType<typeof likesOver>) => api.like(without(item, 'project'))],
    ['like', 'itemType', (api: ReturnType<typeof likesOver>) => api.like(without(item, 'itemType'))],
    ['like', 'itemId', (api: ReturnType<typeof likesOver>) => api.like(without(item, 'itemId'))],
    ['unlike', 'project', (api: ReturnType<typeof likesOver>) => api.unlike(without(item, 'project'))],
    ['unlike', 'itemType', (api: ReturnType<typeof likesOver>) => api.unlike(without(item, 'itemType'))],
    ['unlike', 'itemId', (api: ReturnType<typeof likesOver>) => api.unlike(without(item, 'itemId'))],
    ['pairLikes', 'project', (api: ReturnType<typeof likesOver>) => api.pairLikes(without({ project: 'bg' }, 'project'))],
    [
      'variantsLiked',
      'sort',
      (api: ReturnType<typeof likesOver>) =>
        api.variantsLiked(without<VariantsLikedRequest>({ sort: 'newest', page: 1, pageSize: 24 }, 'sort')),
    ],
  ])('%s refuses a missing %s with RequiredError, before any request', async (operation, field, call) => {
    const fetch = fakeFetch(200, []);
    const promise = call(likesOver(fetch));
    await expect(promise).rejects.toBeInstanceOf(RequiredError);
    await expect(promise).rejects.toMatchObject({
      field,
      message: `Required parameter "${field}" was null or undefined when calling ${operation}().`,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the batch as a JSON array of ids with answersCount=true', async () => {
    const fetch = fakeFetch(200, []);
    await likesOver(fetch).likeInfo(batch);
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://uyut.test/api/v1/bg/like/variant?answersCount=true');
    await expect(request?.text()).resolves.toBe('["1","2"]');
  });

  it('likes, unlikes and pairs on the routes of the contract', async () => {
    const fetch = fakeFetch(200, { item_id: '5', liked_by_user: true, likes_count: 1 });
    const api = likesOver(fetch);
    await api.like({ ...item, consent: true });
    await api.unlike(item);
    await api.pairLikes({ project: 'bg' });
    await api.variantsLiked({ sort: 'cheapest', page: 2, pageSize: 24, active: true, encryptedShare: 'abc' });
    expect(fetch.mock.calls.map(([request]) => `${request.method} ${request.url}`)).toEqual([
      'POST https://uyut.test/api/v1/bg/like/variant/5?consent=1',
      'DELETE https://uyut.test/api/v1/bg/like/variant/5',
      'GET https://uyut.test/api/v1/bg/login',
      'GET https://uyut.test/api/v2/user/variants-liked?sort=cheapest&page=2&pageSize=24&encryptedShare=abc&active=1',
    ]);
  });
});
