import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listingLinks } from '../bench/built-site';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The canonical path of the product of the sofa category's first offer, as the filtering API lists it. */
export async function firstSofaProductPath(request: APIRequestContext): Promise<string> {
  const listing = (await (await request.post('/api/v2/variant/filtering', { data: { url: '/products/divani' } })).json()) as {
    variants: { productId: number; productSlug: string }[];
  };
  const [variant] = listing.variants;
  if (!variant) throw new Error('The sofa category lists no offer');
  return `/product/${variant.productId}-${variant.productSlug}`;
}

/**
 * Records the layout shifts of every page `page` loads from now on, from its first paint, as Lighthouse sums them into
 * CLS (a shift right after an input does not count); `layoutShift` reads the sum for the page loaded.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed layout shift of the page loaded since `recordLayoutShifts`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}

/** What the built sofa listing links to: its first card's visually-similar listing and its cards' variant ids. */
export async function sofaListingLinks(request: APIRequestContext): Promise<{ visuallySimilar: string; variantIds: number[] }> {
  const { visuallySimilar, variantIds } = listingLinks(await (await request.get('/products/divani')).text());
  if (visuallySimilar === undefined) throw new Error('The sofa listing links to no visually-similar listing');
  return { visuallySimilar, variantIds };
}

/** A display-claims `token` JWT as the auth service sets it (spec §3 User; signed, read with jwt-decode on the client). */
export function displayToken(claims: Record<string, unknown>, secret = 'e2e-secret'): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ iat: Math.floor(Date.now() / 1000), ...claims })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Whether React has hydrated `element` (it keeps its props on the node then); run in the page with `evaluate`. */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/**
 * Waits until React has hydrated `locator`'s element (its event handlers are attached). A click before that opens
 * a link's target but runs none of the card's own handlers; journeys that test those handlers wait for this first.
 */
export async function hydrated(locator: Locator): Promise<void> {
  /* Listing cards hydrate as they near the screen (HydrateOnDemand), as a shopper scrolls to one before using it. */
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  /* Hydration waits for the page's scripts, which a loaded two-core CI machine can hold up well past the 5 s default. */
  await expect.poll(() => locator.evaluate(isHydrated), { timeout: 20_000 }).toBe(true);
}

/** Clicks `locator` once React has hydrated it: a click on a client-only control before that does nothing. */
export async function clickHydrated(locator: Locator): Promise<void> {
  await hydrated(locator);
  await locator.click();
}

/**
 * Layout faults among the interactive elements (links, buttons, inputs, selects, labels) inside `container`: one that
 * leaves the container's box, or two that overlap, neither holding the other (a label and its checkbox are fine). Only
 * what a user can see and reach counts: elements that are transparent, hidden or without pointer events (a slider's
 * disabled arrow, hover buttons before the hover) are left out, and an element inside a scroller (a chip strip) counts
 * with the part the scroller shows. Returns one readable line per fault; an empty list is a clean layout.
 */
export async function layoutFaults(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const SELECTOR = 'a[href], button, input, select, textarea, label, [role="button"]';
    const TOLERANCE = 1;
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}"`;
    };
    const reachable = (element: Element) => {
      for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0 || style.pointerEvents === 'none')
          return false;
      }
      return true;
    };
    const shownBox = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      return right - left > TOLERANCE && bottom - top > TOLERANCE ? { left, top, right, bottom } : null;
    };
    const outer = root.getBoundingClientRect();
    const controls = [...root.querySelectorAll(SELECTOR)]
      .filter(reachable)
      .map((element) => ({ element, box: shownBox(element) }))
      .filter((control): control is { element: Element; box: NonNullable<ReturnType<typeof shownBox>> } => control.box !== null);
    const faults: string[] = [];
    for (const { element, box } of controls) {
      const out = [
        box.left < outer.left - TOLERANCE,
        box.top < outer.top - TOLERANCE,
        box.right > outer.right + TOLERANCE,
        box.bottom > outer.bottom + TOLERANCE,
      ];
      if (out.some(Boolean))
        faults.push(
          `${name(element)} leaves ${name(root)} (${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} outside ${Math.round(outer.left)}–${Math.round(outer.right)} × ${Math.round(outer.top)}–${Math.round(outer.bottom)})`,
        );
    }
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > TOLERANCE && height > TOLERANCE)
          faults.push(`${name(a.element)} overlaps ${name(b.element)} by ${Math.round(width)} × ${Math.round(height)} px`);
      }
    });
    return faults;
  });
}

/** Where the e2e server writes its mail (playwright.config.ts: DATA_DIR var/e2e; ADR 0006: $DATA_DIR/outbox). */
const OUTBOX = 'var/e2e/outbox';

interface OutboxMessage {
  to: unknown;
  subject: string;
  links: string[];
}

/** The path of the newest link to `email` containing `part`, waiting for the message to be written. */
export async function linkFromOutbox(email: string, part: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const names = readdirSync(OUTBOX)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
      for (const name of names) {
        const message = JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as OutboxMessage;
        if (!JSON.stringify(message.to).includes(email)) continue;
        found = message.links.find((link) => link.includes(part));
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return new URL(found!).pathname;
}
