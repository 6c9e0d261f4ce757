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

const viewportWidth = () => window.innerWidth;
/** Before hydration the grid is assumed to be mobile (2 columns). */
const serverWidth = () => 0;

/** The current number of grid columns, following resizes (debounced). */
export function useGridColumns(layout: CardLayout): number {
  const width = useSyncExternalStore(subscribe, viewportWidth, serverWidth);
  return gridColumns({ width, layout });
}
