import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

/**
 * Renders a page body to HTML once everything in it is ready, as Gatsby's own renderer does, but byte-clean. Gatsby
 * renders through React 18's Node stream renderer, which sends its whole 2 KB buffer, unfilled tail of NUL bytes
 * included, whenever a multi-byte character does not fit at its end (react#26228, fixed in React 19): thousands of
 * Bulgarian pages carried NULs. The web-streams renderer encodes each piece whole and never sends unfilled bytes; the
 * pieces may split a character, so they are decoded as one stream.
 */
export async function renderBody(element: ReactNode): Promise<string> {
  let failure: { error: unknown } | undefined;
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      failure ??= { error };
    },
  });
  await stream.allReady;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = stream.getReader();
  let html = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) html += decoder.decode(read.value, { stream: true });
  html += decoder.decode();
  if (failure) throw failure.error;
  return html;
}
