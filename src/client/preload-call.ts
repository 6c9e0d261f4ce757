/**
 * Calls started before a view asks for them, by the key its SWR hook will ask with. SWR has its own `preload`, but SWR
 * sits in the app script of every page, and using it there would put it over the product page's script budget.
 */
const started = new Map<string, Promise<unknown>>();
const idOf = (key: readonly unknown[]) => JSON.stringify(key);

/**
 * Starts a call before a view asks for it; a hook whose fetcher is `takingPreloaded(fetcher)` gets its answer for the
 * same key instead of calling again. A failure reaches that view as its error; here it is only kept from being reported
 * as unhandled when no view asks (the shopper left first).
 */
export function preloadCall<Key extends readonly unknown[], Data>(key: Key, fetcher: (key: Key) => Promise<Data>): void {
  const id = idOf(key);
  if (started.has(id)) return;
  const call = fetcher(key);
  call.catch(() => undefined);
  started.set(id, call);
}

/** `fetcher`, answering a key from the call `preloadCall` started for it (once), or calling itself. */
export function takingPreloaded<Key extends readonly unknown[], Data>(fetcher: (key: Key) => Promise<Data>): (key: Key) => Promise<Data> {
  return (key) => {
    const id = idOf(key);
    const call = started.get(id) as Promise<Data> | undefined;
    started.delete(id);
    return call ?? fetcher(key);
  };
}
