// Remembers the scroll position per path and restores it 50 ms after arriving (docs/PRODUCT.md §2).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_RESTORE_DELAY_MS } from '@/config/constants';

const positions = new Map<string, number>();

export function useScrollMemory(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const remember = () => positions.set(pathname, window.scrollY);
    // Record only after restoring: the new page's first layout may clamp the old offset and fire scroll.
    const timer = setTimeout(() => {
      window.scrollTo(0, positions.get(pathname) ?? 0);
      window.addEventListener('scroll', remember, { passive: true });
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', remember);
    };
  }, [pathname]);
}
