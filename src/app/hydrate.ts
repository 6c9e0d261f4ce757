import { type ReactElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's renderer, with the first hydration inside a transition: React then hydrates in slices of a few
 * milliseconds and yields to the browser between them (a blocking-lane hydration is one long task). A container
 * without server HTML (a client-only page) is rendered instead, as Gatsby's own renderer does.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
