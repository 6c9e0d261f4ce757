import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere on the page, while `active` (an open menu, sheet or dialog). */
export function useEscape(options: { active: boolean; onEscape: () => void }): void {
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });
  useEffect(() => {
    if (!options.active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [options.active]);
}
