// A control that edits locally at once and commits after a pause (~300 ms): search boxes and
// sliders. When the committed value changes from elsewhere (the header search, Back), the control
// follows it and drops its pending edit. To drop a pending edit on a reset that leaves the value
// unchanged (Clear Filters, another admin tab), key the control on the reset.
//
// The control's own commits come back as the URL later, and not always one by one: the router
// renders each navigation in a transition, so on a busy phone two commits can be out before the
// first one is rendered. The values sent and not yet seen are kept in order; a URL value among them
// is an echo (it and every earlier one are dropped, the local value stays), and only a value that
// is not is a change from elsewhere. Before, the late echo of the first commit counted as a change
// from elsewhere and threw away the slides made since (ten presses on the price slider, one lost).
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
  /** values committed and not yet seen as `urlValue`, oldest first */
  const sent = useRef<T[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const echo = sent.current.findIndex((v) => same(v, urlValue));
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      known.current = urlValue;
      return;
    }
    if (same(urlValue, known.current)) return;
    clearTimeout(timer.current);
    sent.current = [];
    known.current = urlValue;
    setValue(urlValue);
  }, [urlValue, same]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: T) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // a commit of the value the URL holds or is about to hold changes nothing to wait for
        if (!same(next, sent.current.at(-1) ?? known.current)) sent.current.push(next);
        commitRef.current(next);
      }, delay);
    },
    [delay, same],
  );

  return [value, change];
}

/** Search texts that differ only in surrounding spaces mean the same search. */
export const sameSearchText = (a: string, b: string) => a.trim() === b.trim();
