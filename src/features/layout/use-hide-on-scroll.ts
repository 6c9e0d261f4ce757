import { useEffect, useRef, useState } from 'react';

/** Spec §9: scroll threshold 80 px. */
export const HEADER_SCROLL_THRESHOLD = 80;

/**
 * Spec §2: the header hides on scroll down and shows on scroll up. It never hides within the first
 * `threshold` pixels, and stays visible while `paused` (e.g. the mobile menu is open).
 */
export function useHideOnScroll(options: { threshold?: number; paused?: boolean } = {}): boolean {
  const { threshold = HEADER_SCROLL_THRESHOLD, paused = false } = options;
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return hidden && !paused;
}
