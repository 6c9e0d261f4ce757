import { createHmac } from 'node:crypto';

/**
 * The unsubscribe link's proof for a watchdog (DESIGN.md: unsubscribe hashes are HMACs): HMAC-SHA256 of its id under
 * WATCHDOG_KEY, base64url. Unforgeable without the key, so a link names exactly one watchdog and guessing finds none.
 */
export function unsubscribeHash(options: { key: string; watchdogId: number }): string {
  return createHmac('sha256', options.key).update(`watchdog:${options.watchdogId}`).digest('base64url');
}
