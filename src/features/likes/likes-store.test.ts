import { LOCAL_LIKES_PROMPT } from '@uyut/core';
import { createLikes, LOCAL_LIKES_KEY, likeView, PAIRED_USER_KEY } from './likes-store';

const answer = (itemId: string, liked: boolean, count: number) => ({ item_id: itemId, liked_by_user: liked, likes_count: count });

function fakeApi() {
  return {
    likeInfo: jest.fn(async ({ requestBody }: { requestBody: readonly string[] }) =>
      requestBody.map((id) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 4 })),
    ),
    like: jest.fn(async ({ itemId }: { itemId: string }) => answer(itemId, true, 5)),
    unlike: jest.fn(async ({ itemId }: { itemId: string }) => answer(itemId, false, 4)),
    pairLikes: jest.fn(async () => ({ paired: 2 })),
  };
}

describe('likes (spec §4 Like toggle, §3 Local like record)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a locally liked item as liked with the count plus one', () => {
    expect(likeView({ item_id: '1', liked_by_user: false, saved_by_user: false, likes_count: 4 }, true)).toEqual({ liked: true, count: 5 });
    expect(likeView({ item_id: '1', liked_by_user: true, saved_by_user: true, likes_count: 4 }, true)).toEqual({ liked: true, count: 4 });
    expect(likeView(undefined, false)).toEqual({ liked: false, count: 0 });
  });

  it('keeps a signed-out like locally and in storage, asking the server nothing', async () => {
    const api = fakeApi();
    const likes = createLikes({ api, storage: localStorage });
    await likes.toggle({ itemType: 'variant', itemId: '12', signedIn: false });
    await Promise.resolve();
    expect(likes.view('variant', '12')).toEqual({ liked: true, count: 1 });
    expect(JSON.parse(localStorage.getItem(LOCAL_LIKES_KEY) ?? '')).toEqual([{ itemType: 'variant', itemId: '12' }]);
    expect(createLikes({ api, storage: localStorage }).state.local).toEqual([{ itemType: 'variant', itemId: '12' }]);
    await likes.toggle({ itemType: 'variant', itemId: '12', signedIn: false });
    expect(likes.view('variant', '12')).toEqual({ liked: false, count: 0 });
    expect(api.like).not.toHaveBeenCalled();
  });

  it(`raises the prompt at ${LOCAL_LIKES_PROMPT} locally liked variants, not before, and not for comparisons`, async () => {
    const likes = createLikes({ api: fakeApi(), storage: null });
    await likes.toggle({ itemType: 'variant', itemId: '1', signedIn: false });
    await likes.toggle({ itemType: 'comparison', itemId: '1-2', signedIn: false });
    await likes.toggle({ itemType: 'variant', itemId: '2', signedIn: false });
    expect(likes.state.prompt).toBe(false);
    await likes.toggle({ itemType: 'variant', itemId: '3', signedIn: false });
    expect(likes.state.prompt).toBe(true);
    likes.dismissPrompt();
    expect(likes.state.prompt).toBe(false);
  });

  it('sends a signed-in toggle to the server at once and shows its answer', async () => {
    const api = fakeApi();
    const likes = createLikes({ api, storage: null });
    likes.request('variant', '9');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.likeInfo).toHaveBeenCalledWith({ project: 'bg', itemType: 'variant', requestBody: ['9'] });
    expect(likes.view('variant', '9')).toEqual({ liked: false, count: 4 });
    await likes.toggle({ itemType: 'variant', itemId: '9', signedIn: true });
    expect(api.like).toHaveBeenCalledWith({ project: 'bg', itemType: 'variant', itemId: '9' });
    expect(likes.view('variant', '9')).toEqual({ liked: true, count: 5 });
    await likes.toggle({ itemType: 'variant', itemId: '9', signedIn: true });
    expect(api.unlike).toHaveBeenCalledWith({ project: 'bg', itemType: 'variant', itemId: '9' });
    expect(likes.view('variant', '9')).toEqual({ liked: false, count: 4 });
    expect(likes.state.local).toEqual([]);
  });

  it('unlikes on the server what the server holds for this signed-out browser (sent at an earlier startup)', async () => {
    const api = fakeApi();
    api.likeInfo.mockResolvedValueOnce([{ item_id: '3', liked_by_user: true, saved_by_user: true, likes_count: 5 }]);
    const likes = createLikes({ api, storage: null });
    likes.request('variant', '3');
    await jest.advanceTimersByTimeAsync(0);
    await likes.toggle({ itemType: 'variant', itemId: '3', signedIn: false });
    expect(api.unlike).toHaveBeenCalledWith({ project: 'bg', itemType: 'variant', itemId: '3' });
    expect(likes.view('variant', '3')).toEqual({ liked: false, count: 4 });
    expect(likes.state.local).toEqual([]);
  });

  it('puts a failed signed-in toggle back as it was', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.like.mockRejectedValueOnce(new Error('offline'));
    const likes = createLikes({ api, storage: null });
    likes.request('variant', '9');
    await jest.advanceTimersByTimeAsync(0);
    await likes.toggle({ itemType: 'variant', itemId: '9', signedIn: true });
    expect(likes.view('variant', '9')).toEqual({ liked: false, count: 4 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends every local like at startup and removes those the server took; a failure stays local, silently', async () => {
    const api = fakeApi();
    api.like.mockImplementation(async ({ itemId }) => {
      if (itemId === '2') throw new Error('offline');
      return answer(itemId, true, 5);
    });
    const error = jest.spyOn(console, 'error');
    const likes = createLikes({ api, storage: localStorage });
    await likes.toggle({ itemType: 'variant', itemId: '1', signedIn: false });
    await likes.toggle({ itemType: 'variant', itemId: '2', signedIn: false });
    await likes.startup(null);
    expect(api.like).toHaveBeenCalledTimes(2);
    expect(likes.state.local).toEqual([{ itemType: 'variant', itemId: '2' }]);
    expect(likes.view('variant', '1')).toEqual({ liked: true, count: 5 });
    expect(error).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(LOCAL_LIKES_KEY) ?? '')).toEqual([{ itemType: 'variant', itemId: '2' }]);
    error.mockRestore();
  });

  it('pairs once per user: signed in as a user not paired yet it asks the server and keeps the id', async () => {
    const api = fakeApi();
    const likes = createLikes({ api, storage: localStorage });
    await expect(likes.startup('u1')).resolves.toBe(true);
    expect(api.pairLikes).toHaveBeenCalledWith({ project: 'bg' });
    expect(localStorage.getItem(PAIRED_USER_KEY)).toBe('u1');
    await expect(likes.startup('u1')).resolves.toBe(false);
    expect(api.pairLikes).toHaveBeenCalledTimes(1);
    await likes.startup('u2');
    expect(api.pairLikes).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(PAIRED_USER_KEY)).toBe('u2');
  });

  it('forgets the paired id when signed out, and keeps none when pairing fails (silently)', async () => {
    const api = fakeApi();
    const likes = createLikes({ api, storage: localStorage });
    localStorage.setItem(PAIRED_USER_KEY, 'u1');
    await likes.startup(null);
    expect(localStorage.getItem(PAIRED_USER_KEY)).toBeNull();
    expect(api.pairLikes).not.toHaveBeenCalled();
    api.pairLikes.mockRejectedValueOnce(new Error('offline'));
    await expect(likes.startup('u1')).resolves.toBe(false);
    expect(localStorage.getItem(PAIRED_USER_KEY)).toBeNull();
  });

  it('asks again for every item shown after a change of user', async () => {
    const api = fakeApi();
    const likes = createLikes({ api, storage: null });
    likes.request('variant', '1');
    likes.request('comparison', '1-2');
    await jest.advanceTimersByTimeAsync(0);
    likes.reload();
    expect(likes.view('variant', '1')).toEqual({ liked: false, count: 0 });
    await jest.advanceTimersByTimeAsync(0);
    expect(api.likeInfo).toHaveBeenCalledTimes(4);
    expect(likes.view('comparison', '1-2')).toEqual({ liked: false, count: 4 });
  });
});
