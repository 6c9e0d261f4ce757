import { useSyncExternalStore } from 'react';
import type { CardLayout } from '../catalogue';
import { gridColumns } from './similar-rules';

/** Spec §9: resize debounce 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

const noSubscription = () => () => undefined;
const viewportWidth = () => window.innerWidth;
/** Before hydration the grid is assumed to be mobile (2 columns). */
const serverWidth = () => 0;

/**
 * The current number of grid columns, following resizes (debounced), while `active`. Inactive it stays at the build's
 * value: the width read after hydration would re-render the listing's every card synchronously for a number that only
 * placing an open similar row needs.
 */
export function useGridColumns(options: { layout: CardLayout; active: boolean }): number {
  const { layout, active } = options;
  const width = useSyncExternalStore(active ? subscribe : noSubscription, active ? viewportWidth : serverWidth, serverWidth);
  return gridColumns({ width, layout });
}
