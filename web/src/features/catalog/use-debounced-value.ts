// A control that edits locally at once and reports to the URL after a pause (~300 ms). When the
// URL changes from elsewhere (Clear Filters, the header search, Back), the control follows it.
import { useCallback, useEffect, useRef, useState } from 'react';

export const DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(
  urlValue: T,
  commit: (value: T) => void,
  /** whether two values mean the same URL (e.g. search text up to surrounding spaces) */
  same: (a: T, b: T) => boolean = Object.is,
  delay = DEBOUNCE_MS,
): [T, (value: T) => void] {
  const [value, setValue] = useState(urlValue);
  const known = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (same(urlValue, known.current)) return;
    clearTimeout(timer.current);
    known.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: T) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        known.current = next;
        commitRef.current(next);
      }, delay);
    },
    [delay],
  );

  return [value, change];
}
