// False while the server renders and while the browser hydrates its HTML; true from the render
// after hydration on (and at once in a browser that renders without server HTML). What only the
// browser knows — the session token, the guest cart, the guest's hearts, the screen width — is
// read once this is true, so the first browser render is the server's and hydration never differs.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
