/** Problems and warnings kept per import at most (the report and `feed_imports.report`). */
export const MAX_REPORTED = 1000;

/** A bad item, a feed error (line 0 when it concerns the whole feed) or, with `warning`, a value dropped from a good item. */
export interface ItemProblem {
  itemId?: string;
  line: number;
  reason: string;
}

/** What an import returns: its counts, its problems and warnings, and whether it changed the catalogue. */
export interface ImportReport {
  importId: number;
  shopId: number;
  status: 'done' | 'failed';
  /** The whole feed was read, so absent items were deactivated. */
  complete: boolean;
  itemsTotal: number;
  /** New, changed or reactivated variants. */
  itemsImported: number;
  itemsUnchanged: number;
  itemsFailed: number;
  itemsDeactivated: number;
  productsCreated: number;
  /** Bad items and feed errors (the first MAX_REPORTED); also stored in `feed_imports.report`. */
  problems: ItemProblem[];
  /** Values dropped from otherwise good items, and images whose host the image service will refuse (the first MAX_REPORTED). */
  warnings: ItemProblem[];
  catalogueChanged: boolean;
  /** The feed was identical to the last import's (and nothing in it expired since), so it was not read again. */
  feedUnchanged: boolean;
  seconds: number;
}

/** One entry of `feed_imports.report`: a problem, or a warning when `warning` is true. */
export interface StoredEntry extends ItemProblem {
  warning?: true;
}

/**
 * The JSON stored in `feed_imports.report`: problems and warnings in one list in line order (a problem before a
 * warning of the same line), at most `limit` entries, so `imports` lists them as the feed has them.
 */
export function storedReport(input: { problems: readonly ItemProblem[]; warnings: readonly ItemProblem[]; limit: number }): string {
  const entries: StoredEntry[] = [...input.problems, ...input.warnings.map((warning): StoredEntry => ({ ...warning, warning: true }))];
  return JSON.stringify(entries.sort((a, b) => a.line - b.line).slice(0, input.limit));
}

/** Reads a stored report back; reports stored before warnings were kept hold problems only. */
export function readStoredReport(json: string): { entries: StoredEntry[]; problems: ItemProblem[]; warnings: ItemProblem[] } {
  const entries = JSON.parse(json) as StoredEntry[];
  const strip = ({ warning: _, ...problem }: StoredEntry): ItemProblem => problem;
  return {
    entries,
    problems: entries.filter((entry) => entry.warning !== true),
    warnings: entries.filter((entry) => entry.warning === true).map(strip),
  };
}

/** Why an import whose items were all read must not deactivate the offers it did not list; null when it may. */
export function validShareFailure(feed: { items: number; valid: number; previousValid: number | null }): string | null {
  if (feed.items === 0) return 'The feed contains no items; nothing was deactivated';
  if (feed.valid === 0) return `None of the feed's ${feed.items} items is valid; nothing was deactivated`;
  if (feed.previousValid !== null && feed.valid * 2 < feed.previousValid) {
    return `Only ${feed.valid} valid items against ${feed.previousValid} in the shop's last complete import (fewer than half): taken for a broken feed, nothing was deactivated`;
  }
  return null;
}
