import { createLikeQueue, LIKE_RETRY_MS } from './like-queue';

const info = (id: string) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 2 });

describe('the like-info queue (spec §4 batches per item type, §8 failure re-queued)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends every id asked for in one tick as one request per item type, after the tick', async () => {
    const fetchInfos = jest.fn(async ({ ids }: { ids: string[] }) => ids.map(info));
    const onInfos = jest.fn();
    const queue = createLikeQueue({ fetchInfos, onInfos });
    queue.request('variant', '1');
    queue.request('variant', '2');
    queue.request('comparison', '1-2');
    queue.request('variant', '1');
    expect(fetchInfos).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchInfos.mock.calls).toEqual([[{ itemType: 'variant', ids: ['1', '2'] }], [{ itemType: 'comparison', ids: ['1-2'] }]]);
    expect(onInfos).toHaveBeenCalledWith('variant', [info('1'), info('2')]);
  });

  it('logs a failed batch and asks for its ids again later, with what was asked meanwhile', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchInfos = jest
      .fn<Promise<ReturnType<typeof info>[]>, [{ ids: string[] }]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async ({ ids }) => ids.map(info));
    const onInfos = jest.fn();
    const queue = createLikeQueue({ fetchInfos, onInfos });
    queue.request('variant', '7');
    await jest.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(onInfos).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(LIKE_RETRY_MS - 1);
    expect(fetchInfos).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchInfos).toHaveBeenLastCalledWith({ itemType: 'variant', ids: ['7'] });
    expect(onInfos).toHaveBeenCalledWith('variant', [info('7')]);
    error.mockRestore();
  });

  it('splits more than a hundred ids into batches the service takes', async () => {
    const fetchInfos = jest.fn(async ({ ids }: { ids: string[] }) => ids.map(info));
    const queue = createLikeQueue({ fetchInfos, onInfos: jest.fn() });
    for (let id = 1; id <= 150; id += 1) queue.request('variant', String(id));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchInfos.mock.calls.map(([{ ids }]) => ids.length)).toEqual([100, 50]);
  });
});
