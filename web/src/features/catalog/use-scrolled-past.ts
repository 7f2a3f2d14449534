// True once the element has scrolled up out of the viewport (the shopper went past it); false while
// it is in view or still below. Without IntersectionObserver (old browsers, jsdom) it stays false.
import { useEffect, useState, type RefObject } from 'react';

export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so "not intersecting" means "above it": a jump from
    // below the screen straight past the element (one long fling) still counts as a change.
    // One callback can carry several entries for the element, oldest first (the first check after observe() and a
    // fling that followed before the page was free to call back): the last one is where it is now.
    const observer = new IntersectionObserver((entries) => setPast(!entries[entries.length - 1].isIntersecting), { rootMargin: '0px 0px 1000000px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
