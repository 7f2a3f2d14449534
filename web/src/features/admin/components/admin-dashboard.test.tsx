// The dashboard's search box commits after a pause; switching tabs drops text still in its pause,
// so a new tab is never searched with what was typed for the previous one.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '@/lib/use-debounced-value';
import { ToastProvider } from '@/components/ui/toast';
import { AdminDashboard } from './admin-dashboard';

function setup(url: string) {
  const searches: { operation: string; search: unknown }[] = [];
  const link = new ApolloLink((op) => {
    // orders take `search`; products `filter.nameOrSku` (name or SKU)
    const { search, filter } = op.variables as { search?: string; filter?: { nameOrSku?: string } };
    searches.push({ operation: op.operationName ?? '', search: search ?? filter?.nameOrSku });
    return of({ data: null });
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <AdminDashboard />
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
  return searches;
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 100)));

describe('AdminDashboard search', () => {
  it('searches the tab after a pause in typing, trimmed', async () => {
    const searches = setup('/admin?tab=orders');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 1a2b ' } });
    expect(searches.some((s) => s.search === '1a2b')).toBe(false);
    await waitFor(() => expect(searches).toContainEqual({ operation: 'AdminOrders', search: '1a2b' }));
  });

  it('a search made on one tab is not carried to the next', async () => {
    const searches = setup('/admin?tab=products');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kurta' } });
    await waitFor(() => expect(searches).toContainEqual({ operation: 'AdminProducts', search: 'kurta' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() => expect(searches.some((s) => s.operation === 'AdminOrders')).toBe(true));
    await pause();
    expect(searches.filter((s) => s.operation === 'AdminOrders' && s.search !== undefined)).toEqual([]);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('switching tabs within the pause drops the typed text', async () => {
    const searches = setup('/admin?tab=products');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kurta' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() => expect(searches.some((s) => s.operation === 'AdminOrders')).toBe(true));
    await pause();
    expect(searches.filter((s) => s.search === 'kurta')).toEqual([]);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
