import { useCallback, useState } from 'react';

/**
 * The width in px of the element the returned ref is put on, kept current with a ResizeObserver.
 * Report charts draw at this width (or at a fixed one in export mode) instead of letting the chart
 * library measure its container: the library logs an error when it finds no width (jsdom, a hidden
 * tab), and a chart that waits for a measurement could not tell the PDF renderer that it is drawn.
 * 0 until measured; then charts render only their accessible table.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // React 19 runs a ref callback's returned cleanup when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
