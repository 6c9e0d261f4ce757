import type { FeedFormat } from './feed-format';
import { googleMerchantFormat } from './google-merchant';
import { heurekaFormat } from './heureka';

/**
 * Every feed format the importer understands, by the name stored in `feeds.format` and `feed_imports.format`. A new
 * format is added here alone: detection (detect-format.ts), the parser threads (parallel-parse.ts) and the CLI read it.
 */
export const FEED_FORMATS = { heureka: heurekaFormat, google: googleMerchantFormat } satisfies Record<string, FeedFormat>;
export type FeedFormatName = keyof typeof FEED_FORMATS;
