import { likeViews } from './like-views';
import { LOCAL_LIKES_KEY } from './likes-store';
import { siteLikes } from './site-likes';

jest.mock('../../client/likes-api', () => ({
  likesApi: {
    like: jest.fn(async ({ itemId }: { itemId: string }) => ({ item_id: itemId, liked_by_user: true, likes_count: 1 })),
  },
}));

describe("the page's likes (spec §4 startup)", () => {
  it('sends every local like at startup, empties the stored list and shows the server counts on the hearts', async () => {
    localStorage.setItem(
      LOCAL_LIKES_KEY,
      JSON.stringify([
        { itemType: 'variant', itemId: '1' },
        { itemType: 'variant', itemId: '2' },
      ]),
    );
    const likes = siteLikes();
    await likes.startup(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(LOCAL_LIKES_KEY) ?? '')).toEqual([]);
    expect(likes.state.local).toEqual([]);
    expect({ ...likeViews }).toEqual({ 'variant:1': '1:1', 'variant:2': '1:1' });
  });
});
