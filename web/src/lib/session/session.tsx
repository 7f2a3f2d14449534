// Who is signed in. The token lives in localStorage under "token" (spec §3); the user comes from
// the `me` query. A failing `me` drops the token (spec §4). Sign-out ends the session on the server
// (every device: the server revokes all of the user's tokens) and clears every cached datum.
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { LogoutDocument, MeDocument, type SessionUserFragment } from '@/graphql/graphql';
import { readToken, subscribeToken, writeToken } from '../storage';
import { useHydrated } from '../use-hydrated';

export type SessionUser = SessionUserFragment;

export interface Session {
  user: SessionUser | null;
  /** true while a stored token is being checked */
  loading: boolean;
  isAdmin: boolean;
  /** Store the token and user after login/register (the cart store merges the guest cart then). */
  signIn(token: string, user: SessionUser): Promise<void>;
  /** After a password change: the same user's fresh token (the server has revoked the earlier ones); the cache stays. */
  replaceToken(token: string): void;
  /** Signs out everywhere on the server, then forgets the token and the cache here, even when the server cannot be reached. */
  signOut(): Promise<void>;
}

/** How long sign-out waits for the server before it forgets the token anyway. */
export const SIGN_OUT_WAIT_MS = 5000;

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // The server renders signed out and the browser hydrates that first: the token is read after hydration.
  const hydrated = useHydrated();
  const token = useSyncExternalStore(subscribeToken, readToken, noToken);
  const { data, error } = useQuery(MeDocument, { skip: !token });

  // A token the server refuses is dropped (the session then reads signed out).
  useEffect(() => {
    if (error) writeToken(null);
  }, [error]);

  const signIn = useCallback(
    async (newToken: string, signedIn: SessionUser) => {
      // Everything cached so far was fetched as a guest: start clean, seed `me`, then switch the token.
      await client.clearStore();
      client.cache.writeQuery({ query: MeDocument, data: { me: signedIn } });
      writeToken(newToken);
    },
    [client],
  );

  const replaceToken = useCallback((newToken: string) => writeToken(newToken), []);

  const signOut = useCallback(async () => {
    // The mutation still carries the token; whatever its answer, this browser then forgets it.
    if (readToken()) await settleWithin(client.mutate({ mutation: LogoutDocument }), SIGN_OUT_WAIT_MS);
    writeToken(null);
    await client.clearStore();
  }, [client]);

  const user = token ? (data?.me ?? null) : null;
  const value = useMemo<Session>(
    () => ({ user, loading: !hydrated || (!!token && !data && !error), isAdmin: user?.role === 'ADMIN', signIn, replaceToken, signOut }),
    [user, hydrated, token, data, error, signIn, replaceToken, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Waits for `work` to succeed or fail, at most `ms`; never rejects. */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work.then(noop, noop), timeout]);
  clearTimeout(timer);
}
const noop = () => undefined;
const noToken = () => null;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
