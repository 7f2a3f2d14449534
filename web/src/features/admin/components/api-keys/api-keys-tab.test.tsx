// The API keys tab: the list (prefix, scopes, last used, status), its empty and error states, the
// create dialog (name + scopes, refused when empty) that shows the secret once with a copy button,
// and revoke after a confirmation.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApiKeyFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload } from '@/test/payloads';
import { ApiKeysTab } from './api-keys-tab';

const key = (id: string, name: string, extra: Partial<AdminApiKeyFragment> = {}): AdminApiKeyFragment => ({
  __typename: 'ApiKey',
  id,
  name,
  prefix: `vff_live_${id.padEnd(12, '0')}`,
  scopes: ['ORDERS_READ'],
  createdByEmail: 'admin@vadodarafamilyfashion.in',
  createdAt: '2026-11-20T06:30:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});
const warehouse = key('a1', 'Warehouse sync', { scopes: ['CATALOGUE_WRITE', 'ORDERS_WRITE'], lastUsedAt: '2026-11-25T08:15:00.000Z' });
const old = key('b2', 'Old export', { revokedAt: '2026-11-22T10:00:00.000Z' });
const SECRET = `vff_live_c3c3c3c3c3c3_${'f'.repeat(64)}`;

type Op = { operationName?: string; variables: Record<string, unknown> };

function setup({ keys = [warehouse, old], failList = false }: { keys?: AdminApiKeyFragment[]; failList?: boolean } = {}) {
  const ops: Op[] = [];
  const link = new ApolloLink((op) => {
    ops.push({ operationName: op.operationName, variables: op.variables });
    if (op.operationName === 'AdminApiKeys') {
      if (failList) return throwError(() => new Error('Network down'));
      return of({ data: { apiKeys: { __typename: 'ApiKeyPage', items: keys, total: keys.length, limit: 25, offset: 0 } } });
    }
    if (op.operationName === 'AdminCreateApiKey') {
      const input = op.variables.input as { name: string; scopes: AdminApiKeyFragment['scopes'] };
      return of({ data: { createApiKey: okPayload('CreateApiKeyPayload', { secret: SECRET, apiKey: key('c3', input.name, { scopes: input.scopes }) }) } });
    }
    const { id } = (op.variables as { input: { id: string } }).input;
    return of({ data: { revokeApiKey: okPayload('ApiKeyPayload', { apiKey: { ...keys.find((k) => k.id === id)!, revokedAt: '2026-11-25T09:00:00.000Z' } }) } });
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <ApiKeysTab />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { ops, grid: screen.getByRole('grid', { name: 'API keys' }) };
}

const row = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;

afterEach(() => vi.restoreAllMocks());

describe('ApiKeysTab', { timeout: 60_000 }, () => {
  it('lists keys with their prefix, scopes, last use and status; only active keys can be revoked', async () => {
    const { grid } = setup();
    await waitFor(() => expect(within(grid).getByText('Warehouse sync')).toBeInTheDocument());
    const w = row(grid, 'Warehouse sync');
    expect(within(w).getByText('vff_live_a10000000000')).toBeInTheDocument();
    expect(within(w).getByText('Catalogue write')).toBeInTheDocument();
    expect(within(w).getByText('Orders write')).toBeInTheDocument();
    expect(within(w).getByText('Active')).toBeInTheDocument();
    expect(within(w).getByRole('button', { name: 'Revoke API key Warehouse sync' })).toBeInTheDocument();
    const o = row(grid, 'Old export');
    expect(within(o).getByText('Revoked')).toBeInTheDocument();
    expect(within(o).getByText('Never')).toBeInTheDocument();
    expect(within(o).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API keys (2)' })).toBeInTheDocument();
  });

  it('says so when there are no keys', async () => {
    const { grid } = setup({ keys: [] });
    expect(await within(grid).findByText(/No API keys yet/)).toBeInTheDocument();
  });

  it('shows the error state with Retry', async () => {
    setup({ failList: true });
    expect(await screen.findByText(/Could not load API keys/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('creates a key from a name and scopes, then shows its secret once with a copy button', async () => {
    const user = userEvent.setup(); // with its own clipboard stub
    const { ops, grid } = setup();
    await within(grid).findByText('Warehouse sync');
    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(ops.some((o) => o.operationName === 'AdminCreateApiKey')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Name/), 'Accounting export');
    await user.click(within(dialog).getByRole('checkbox', { name: /Orders read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const created = await screen.findByRole('dialog', { name: 'API key created' });
    expect(ops.find((o) => o.operationName === 'AdminCreateApiKey')?.variables).toEqual({ input: { name: 'Accounting export', scopes: ['ORDERS_READ'] } });
    expect(within(created).getByLabelText('API key')).toHaveValue(SECRET);
    expect(within(created).getByText(/You will not see it again/)).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(created).getByRole('status')).toHaveTextContent('Copied to the clipboard');
    await user.click(within(created).getByRole('button', { name: 'Done, I saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key only after the admin confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { ops, grid } = setup();
    const button = await within(grid).findByRole('button', { name: 'Revoke API key Warehouse sync' });
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('stops working at once'));
    expect(ops.some((o) => o.operationName === 'AdminRevokeApiKey')).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(ops.find((o) => o.operationName === 'AdminRevokeApiKey')?.variables).toEqual({ input: { id: 'a1' } }));
    await waitFor(() => expect(within(row(grid, 'Warehouse sync')).getByText('Revoked')).toBeInTheDocument());
  });
});
