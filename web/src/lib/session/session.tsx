// Who is signed in. The token lives in localStorage under "token" (spec §3); the user comes from
// the `me` query. A failing `me` drops the token (spec §4). Sign-out clears every cached datum.
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MeDocument, type SessionUserFragment } from '@/graphql/graphql';
import { readToken, subscribeToken, writeToken } from '../storage';

export type SessionUser = SessionUserFragment;

export interface Session {
  user: SessionUser | null;
  /** true while a stored token is being checked */
  loading: boolean;
  isAdmin: boolean;
  /** Store the token and user after login/register (the cart store merges the guest cart then). */
  signIn(token: string, user: SessionUser): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const token = useSyncExternalStore(subscribeToken, readToken);
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

  const signOut = useCallback(async () => {
    writeToken(null);
    await client.clearStore();
  }, [client]);

  const user = token ? (data?.me ?? null) : null;
  const value = useMemo<Session>(
    () => ({ user, loading: !!token && !data && !error, isAdmin: user?.role === 'admin', signIn, signOut }),
    [user, token, data, error, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
