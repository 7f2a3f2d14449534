import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createApolloClient } from '@/lib/apollo';
import { SessionProvider } from '@/lib/session/session';
import { CartProvider } from '@/lib/cart/cart-store';
import { WishlistProvider } from '@/lib/wishlist/wishlist-store';
import { ToastProvider } from '@/components/ui/toast';
import { theme } from './theme';

const client = createApolloClient();

export function Providers({ children }: { children: ReactNode }) {
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
