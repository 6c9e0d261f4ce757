/** UI events of spec §7 (voucher_copy, comparison_add, swiper interaction …) with their parameters. */
export interface UiEvent {
  name: string;
  params: Record<string, string | number | boolean>;
}

export type UiEventListener = (event: UiEvent) => void;

const listeners = new Set<UiEventListener>();

/** Analytics subscribes here; returns the unsubscribe function. */
export function subscribeUiEvents(listener: UiEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUiEvent(event: UiEvent): void {
  for (const listener of listeners) listener(event);
}
