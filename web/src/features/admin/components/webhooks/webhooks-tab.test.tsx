// The Webhooks tab: loading, empty, error and success states of endpoints and deliveries; adding an
// endpoint shows its secret once (a refused URL lands on the field); Resend sends the delivery's id.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminWebhookDeliveryFragment, AdminWebhookEndpointFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import { WebhooksTab } from './webhooks-tab';

const endpoint: AdminWebhookEndpointFragment = {
  __typename: 'WebhookEndpoint',
  id: 'e1',
  url: 'https://erp.example/hooks',
  description: 'Stock sync',
  events: ['ORDER_CREATED', 'STOCK_LOW'],
  active: false,
  secretHint: 'whsec_abcd…',
  createdAt: '2026-11-25T06:30:00.000Z',
};
const delivery: AdminWebhookDeliveryFragment = {
  __typename: 'WebhookDelivery',
  id: 'd1',
  endpointUrl: endpoint.url,
  eventId: 'ev1',
  eventType: 'ORDER_CREATED',
  status: 'FAILING',
  attempts: 2,
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: '2026-11-25T06:35:00.000Z',
  createdAt: '2026-11-25T06:30:00.000Z',
};

interface Setup {
  endpoints?: AdminWebhookEndpointFragment[] | 'error';
  deliveries?: AdminWebhookDeliveryFragment[];
  create?: unknown;
}

function setup({ endpoints = [endpoint], deliveries = [delivery], create }: Setup = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((op) => {
    sent.push({ name: op.operationName ?? '', variables: op.variables });
    switch (op.operationName) {
      case 'AdminWebhookEndpoints':
        return endpoints === 'error' ? throwError(() => new Error('Network down')) : of({ data: { webhookEndpoints: endpoints } });
      case 'AdminWebhookDeliveries':
        return of({ data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items: deliveries, total: deliveries.length, limit: 25, offset: 0 } } });
      case 'AdminCreateWebhookEndpoint':
        return of({ data: { createWebhookEndpoint: create } });
      case 'AdminResendWebhookDelivery':
        return of({ data: { resendWebhookDelivery: okPayload('WebhookDeliveryPayload', { delivery: { ...delivery, status: 'PENDING' } }) } });
      default:
        throw new Error(`unexpected ${op.operationName}`);
    }
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <WebhooksTab />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { sent };
}

describe('WebhooksTab', () => {
  it('lists endpoints and recent deliveries with status, code, attempts; Resend sends the delivery', async () => {
    const { sent } = setup();
    expect(screen.getByLabelText('Loading endpoints')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://erp.example/hooks')).toBeInTheDocument();
    expect(within(list).getByText('Paused')).toBeInTheDocument();
    expect(within(list).getByText('order.created, stock.low')).toBeInTheDocument();
    expect(within(list).getByText('Secret whsec_abcd…')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Webhook deliveries' });
    expect(await within(grid).findByText('Retrying')).toBeInTheDocument();
    expect(within(grid).getByText('500')).toBeInTheDocument();
    expect(within(grid).getByText('2')).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Resend order.created to https://erp.example/hooks' }));
    await waitFor(() => expect(sent.find((s) => s.name === 'AdminResendWebhookDelivery')?.variables).toEqual({ input: { id: 'd1' } }));
    expect(await screen.findByText('Delivery queued to be sent again')).toBeInTheDocument();
  }, 20_000);

  it('says so when there are no endpoints or deliveries yet', async () => {
    setup({ endpoints: [], deliveries: [] });
    expect(await screen.findByText('No endpoints yet. Add one to send events to a partner’s system.')).toBeInTheDocument();
    expect(await screen.findByText('No deliveries yet. Events are sent to the endpoints as orders and products change.')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    setup({ endpoints: 'error' });
    expect(await screen.findByText(/Could not load webhook endpoints/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once', async () => {
    const { sent } = setup({ create: okPayload('WebhookEndpointSecretPayload', { secret: 'whsec_the-whole-secret', endpoint }) });
    await userEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
    await userEvent.type(within(dialog).getByLabelText(/URL/), 'https://erp.example/hooks');
    await userEvent.click(within(dialog).getByLabelText(/stock\.low/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByDisplayValue('whsec_the-whole-secret')).toBeInTheDocument();
    expect(sent.find((s) => s.name === 'AdminCreateWebhookEndpoint')?.variables).toEqual({
      input: { url: 'https://erp.example/hooks', description: '', events: ['ORDER_CREATED', 'STOCK_LOW'] },
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signing secret' })).not.toBeInTheDocument());
  }, 20_000); // typing into a dialog is slow on a busy machine

  it('puts the server’s refusal of the URL on the field', async () => {
    setup({
      create: refusedPayload('WebhookEndpointSecretPayload', ['secret', 'endpoint'], 'WebhookError', {
        field: 'url',
        code: 'INVALID',
        message: 'The URL points at this shop itself',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Endpoint' });
    await userEvent.type(within(dialog).getByLabelText(/URL/), 'http://localhost:3000/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByText('The URL points at this shop itself')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Signing secret' })).not.toBeInTheDocument();
  }, 20_000);
});
