import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import { normaliseHttpUrl } from './http-url';
import { isPublicAddress } from './public-address';

/**
 * The one way the server fetches a URL that a shop feed or an operator named (feeds, image originals).
 * Every hop resolves its host through a lookup that refuses non-public addresses and hands the socket
 * exactly the addresses it checked, so DNS cannot answer differently between the check and the
 * connection (no rebinding gap). IP-literal hosts skip DNS and are checked directly. Redirects are
 * followed by hand, at most `maxRedirects`, each re-checked; the body is limited in bytes and the whole
 * exchange in time.
 */

export type AddressRule = (address: string) => boolean;
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** Which addresses a fetch may reach and how host names are resolved; the defaults are the real rule and resolver. */
export interface NetworkRule {
  /** Which resolved addresses may be connected to: public ones (lib/public-address) unless a test admits loopback. */
  isAllowedAddress?: AddressRule;
  /** Host name resolution; the system resolver by default. */
  resolve?: Resolver;
}

export interface GuardedFetchOptions extends NetworkRule {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  accept?: string;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  /** The body, which fails with a GuardedFetchError once it passes `maxBytes` and is aborted after `timeoutMs`. */
  body: Readable;
}

export const DEFAULT_MAX_REDIRECTS = 3;

/** Why a fetch was refused before or while it ran; `cause` holds a network error when there is one. */
export class GuardedFetchError extends Error {
  override readonly name = 'GuardedFetchError';
  constructor(
    readonly reason: 'address' | 'url' | 'redirects' | 'status' | 'size',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Resolves `hostname` and checks every address; refuses the host when any address is not allowed. */
export async function resolveAllowed(input: { hostname: string } & NetworkRule): Promise<LookupAddress[]> {
  const { hostname, isAllowedAddress = isPublicAddress, resolve = systemResolve } = input;
  const bare = bareHost(hostname);
  const literal = isIP(bare);
  const addresses = literal === 0 ? await resolve(bare) : [{ address: bare, family: literal }];
  if (addresses.length === 0) throw new GuardedFetchError('address', `${bare} has no address`);
  const refused = addresses.find((entry) => !isAllowedAddress(entry.address));
  if (refused)
    throw new GuardedFetchError(
      'address',
      literal === 0 ? `${bare} resolves to ${refused.address}, which is not a public address` : `${bare} is not a public address`,
    );
  return addresses;
}

/** Fetches an http(s) URL under the rules above; the caller reads or destroys `body`. */
export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = checkedUrl(url);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce({ url: current, signal, options });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location !== undefined) {
      response.destroy();
      if (hop >= maxRedirects) throw new GuardedFetchError('redirects', `more than ${maxRedirects} redirects from ${url}`);
      current = checkedUrl(new URL(location, current).href);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new GuardedFetchError('status', `HTTP ${status}`);
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > options.maxBytes) {
      response.destroy();
      throw new GuardedFetchError('size', `declared ${declared} bytes, over the ${options.maxBytes} byte limit`);
    }
    // pipeline destroys the response when the limit fails and passes a response error on to the body.
    return { url: current.href, body: pipeline(response, byteLimit(options.maxBytes), () => undefined) };
  }
}

/** Fetches a whole body into memory; for bodies bounded by a small `maxBytes` (image originals). */
export async function guardedFetchBuffer(url: string, options: GuardedFetchOptions): Promise<Buffer> {
  const { body } = await guardedFetch(url, options);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkedUrl(value: string): URL {
  const normalised = normaliseHttpUrl(value);
  if (normalised === null) throw new GuardedFetchError('url', `${value} is not an absolute http(s) URL without credentials`);
  return new URL(normalised);
}

function requestOnce(input: { url: URL; signal: AbortSignal; options: GuardedFetchOptions }): Promise<IncomingMessage> {
  const { url, signal, options } = input;
  const rule: NetworkRule = {
    ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  };
  const lookup = (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void => {
    resolveAllowed({ hostname, ...rule }).then(
      (addresses) => answerLookup({ hostname, addresses, lookupOptions, callback }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), []),
    );
  };
  return new Promise((resolvePromise, reject) => {
    // net.connect never calls `lookup` for an IP-literal host, so such a host is checked here.
    if (isIP(bareHost(url.hostname)) !== 0) {
      resolveAllowed({ hostname: url.hostname, ...rule }).then(() => send(), reject);
    } else {
      send();
    }
    function send(): void {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        url,
        { method: 'GET', signal, lookup, agent: false, headers: { accept: options.accept ?? '*/*', 'accept-encoding': 'identity' } },
        resolvePromise,
      );
      // An aborted request fails with a generic AbortError; the signal's reason says it was the time limit.
      request.on('error', (error) => reject(signal.aborted ? signal.reason : error));
      request.end();
    }
  });
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** Answers net.connect's lookup in the form it asked for (one address, or all of them with autoSelectFamily). */
function answerLookup(input: {
  hostname: string;
  addresses: LookupAddress[];
  lookupOptions: LookupOptions;
  callback: LookupCallback;
}): void {
  const { hostname, addresses, lookupOptions, callback } = input;
  const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : undefined;
  const usable = family === undefined ? addresses : addresses.filter((entry) => entry.family === family);
  const [first] = usable;
  if (!first) callback(new GuardedFetchError('address', `${hostname} has no IPv${family ?? ''} address`), []);
  else if (lookupOptions.all === true) callback(null, usable);
  else callback(null, first.address, first.family);
}

function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function byteLimit(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > maxBytes ? new GuardedFetchError('size', `body over the ${maxBytes} byte limit`) : null, chunk);
    },
  });
}
