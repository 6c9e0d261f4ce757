import { expect, type Locator } from '@playwright/test';
import { createHmac } from 'node:crypto';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A display-claims `token` JWT as the auth service sets it (spec §3 User; signed, read with jwt-decode on the client). */
export function displayToken(claims: Record<string, unknown>, secret = 'e2e-secret'): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ iat: Math.floor(Date.now() / 1000), ...claims })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * Waits until React has hydrated `locator`'s element (its event handlers are attached). A click before that opens
 * a link's target but runs none of the card's own handlers; journeys that test those handlers wait for this first.
 */
async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/** Clicks `locator` once React has hydrated it: a click on a client-only control before that does nothing. */
export async function clickHydrated(locator: Locator): Promise<void> {
  await hydrated(locator);
  await locator.click();
}
