// What the e-mail link pages share: read the link's parameters from the fragment once (the server
// renders the page without it: it never sees the fragment), take them out of the address (so they
// stay neither in the history nor in a Referer), and use them once in the browser.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/errors';
import { useHydrated } from '@/lib/use-hydrated';

export type LinkState = { status: 'working' } | { status: 'done' | 'refused'; message: string };

/**
 * Runs `act` once with the fragment's parameters, when every one of `names` is there; otherwise the
 * page shows `missing` at once. `act` answers the sentence to show; a throw shows the server's words.
 */
export function useLinkAction(names: readonly string[], act: (params: Record<string, string>) => Promise<string>, missing: string): LinkState {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useState(() => {
    const found = new URLSearchParams(location.hash.slice(1));
    return Object.fromEntries(names.map((n) => [n, (found.get(n) ?? '').trim()]));
  });
  const complete = names.every((n) => params[n]);
  const [state, setState] = useState<LinkState>({ status: 'working' });
  const started = useRef(false);
  const actRef = useRef(act);
  const inAddress = location.hash.length > 1;

  useEffect(() => {
    if (hydrated && inAddress) void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [hydrated, inAddress, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!hydrated || !complete || started.current) return;
    started.current = true; // a link is used once, even when React runs effects twice
    actRef.current(params).then(
      (message) => setState({ status: 'done', message }),
      (err: unknown) => setState({ status: 'refused', message: errorMessage(err, 'The link could not be used. Please try again.') }),
    );
  }, [hydrated, complete, params]);

  if (hydrated && !complete) return { status: 'refused', message: missing };
  return state;
}
