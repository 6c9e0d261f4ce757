import { preloadCall, takingPreloaded } from './preload-call';

describe('preloadCall and takingPreloaded (a call started before its view asks, issue 23)', () => {
  it("answers the view's first ask for the same key from the call already made, and calls anew after", async () => {
    const asked: string[] = [];
    const call = jest.fn(async ([, id]: readonly ['thing', string]) => {
      asked.push(id);
      return `answer ${asked.length}`;
    });
    const fetcher = takingPreloaded(call);
    preloadCall(['thing', 'a'] as const, call);
    preloadCall(['thing', 'a'] as const, call);
    expect(asked).toEqual(['a']);
    await expect(fetcher(['thing', 'a'])).resolves.toBe('answer 1');
    expect(asked).toEqual(['a']);
    await expect(fetcher(['thing', 'a'])).resolves.toBe('answer 2');
    await expect(fetcher(['thing', 'b'])).resolves.toBe('answer 3');
    expect(asked).toEqual(['a', 'a', 'b']);
  });

  it('hands a failed early call to the view that asks, and reports nothing while none has', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const failing = async (): Promise<string> => {
      throw new Error('offline');
    };
    preloadCall(['failing'] as const, failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(takingPreloaded(failing)(['failing'])).rejects.toThrow('offline');
  });
});
