// A control that edits locally at once and commits after a pause (~300 ms): search boxes and
// sliders. When the committed value changes from elsewhere (the header search, Back), the control
// follows it and drops its pending edit. To drop a pending edit on a reset that leaves the value
// unchanged (Clear Filters, another admin tab), key the control on the reset.
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
  }, [urlValue, same]);

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

/** Search texts that differ only in surrounding spaces mean the same search. */
export const sameSearchText = (a: string, b: string) => a.trim() === b.trim();
