import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ApolloClient } from '@apollo/client';
import { SessionProvider } from '@/lib/session/session';
import { CartProvider } from '@/lib/cart/cart-store';
import { WishlistProvider } from '@/lib/wishlist/wishlist-store';
import { ToastProvider } from '@/components/ui/toast';
import { theme } from './theme';

/** The app's providers around a client: the browser's (main.tsx) or a request's on the server (entry-server.tsx). */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <SessionProvider>
            <CartProvider>
              <WishlistProvider>{children}</WishlistProvider>
            </CartProvider>
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
