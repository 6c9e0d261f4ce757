import { GuardedFetchError, type NetworkRule, resolveAllowed } from '../lib/guarded-fetch';

export interface RefusedImage {
  itemId: string;
  line: number;
  reason: string;
}

/** Distinct image hosts looked up per import; a feed naming more is only checked when each image is fetched. */
export const MAX_SCREENED_HOSTS = 64;

/**
 * Screens the hosts of a feed's http(s) image URLs with the address rule the image service enforces
 * (lib/guarded-fetch), so an import reports the images that will never be shown because their host
 * resolves to an internal address. One lookup per distinct host per import (at most MAX_SCREENED_HOSTS,
 * one at a time, so they never crowd the thread pool the import's file reads use), started the first
 * time the host appears and never awaited per item: the import goes on while it runs, and the items that
 * named a host still being looked up are settled at `finish`. file: URLs (the demo's) cost nothing. A host
 * that does not resolve at all is not reported: that may be passing, and the image service caches the
 * failure when the image is asked for.
 */
export class ImageHostScreen {
  /** Host → why its images are refused, or null when they are fine; absent while the lookup runs. */
  private readonly verdicts = new Map<string, string | null>();
  /** The lookups, chained one after another. */
  private lookups: Promise<void> = Promise.resolve();
  private readonly started = new Set<string>();
  /** Images whose host was still being looked up, the first `maxReported` of them. */
  private readonly waiting: { host: string; itemId: string; line: number; url: string }[] = [];
  private readonly refusals: RefusedImage[] = [];

  constructor(private readonly options: { network: NetworkRule; maxReported: number }) {}

  check(item: { itemId: string; line: number; images: readonly string[] }): void {
    for (const url of item.images) {
      if (!url.startsWith('http')) continue;
      const host = hostOf(url);
      const verdict = this.verdicts.get(host);
      if (verdict === null) continue;
      if (verdict !== undefined) {
        this.refuse({ itemId: item.itemId, line: item.line, url, reason: verdict });
        continue;
      }
      if (!this.started.has(host)) {
        if (this.started.size >= MAX_SCREENED_HOSTS) continue;
        this.lookUp(host);
      }
      if (this.waiting.length < this.options.maxReported) this.waiting.push({ host, itemId: item.itemId, line: item.line, url });
    }
  }

  /** Waits for the lookups still running and returns the refused images, the first `maxReported` of them. */
  async finish(): Promise<RefusedImage[]> {
    await this.lookups;
    for (const image of this.waiting) {
      const reason = this.verdicts.get(image.host);
      if (reason) this.refuse({ ...image, reason });
    }
    return this.refusals;
  }

  private lookUp(host: string): void {
    this.started.add(host);
    this.lookups = this.lookups.then(() =>
      resolveAllowed({ hostname: host, ...this.options.network }).then(
        () => {
          this.verdicts.set(host, null);
        },
        (error: unknown) => {
          this.verdicts.set(host, error instanceof GuardedFetchError ? `${error.message}; the image will not be shown` : null);
        },
      ),
    );
  }

  private refuse(input: { itemId: string; line: number; url: string; reason: string }): void {
    if (this.refusals.length < this.options.maxReported)
      this.refusals.push({ itemId: input.itemId, line: input.line, reason: `image ${input.url}: ${input.reason}` });
  }
}

/** The host of a normalised http(s) URL (the feeds store WHATWG hrefs, without credentials): no parse per image. */
function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  const slash = url.indexOf('/', start);
  const authority = url.slice(start, slash === -1 ? undefined : slash);
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  const colon = authority.indexOf(':');
  return colon === -1 ? authority : authority.slice(0, colon);
}
