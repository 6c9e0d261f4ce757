/** The display-claims cookie the server sets at sign-in (ADR 0003): readable by scripts, never an authorisation. */
export const TOKEN_COOKIE = 'token';

/** Dispatched on window whenever this tab changes the token cookie's state (sign-in, sign-out, a 401). */
export const TOKEN_CHANGE_EVENT = 'uyut:token-change';

/**
 * The page, when there is one. The API client imports this module, and the build and the server's tools load the
 * client in Node (no DOM types there): so a typed optional global, not `window`.
 */
const page = globalThis as { document?: { cookie: string }; dispatchEvent?: (event: Event) => boolean };

/** Tells whoever shows the user (useUser) to read the token cookie again. */
export function announceTokenChange(): void {
  page.dispatchEvent?.(new Event(TOKEN_CHANGE_EVENT));
}

/** ADR 0003: an API 401 means signed out, so the display claims go too. */
export function clearToken(): void {
  if (page.document) page.document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  announceTokenChange();
}
