import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`; a change to null (nothing to ask for) passes at once. */
export function useDebouncedValue<T>(value: T | null, delayMs: number): T | null {
  const [settled, setSettled] = useState(value);
  /* Cleared at once, during render: an older value must not come back while the next one waits out its delay. */
  if (value === null && settled !== null) setSettled(null);
  useEffect(() => {
    if (value === null) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === null ? null : settled;
}
