// My Account → Alerts over a mocked server: placeholders, then each alert with its product (link and
// picture), size and colour, date and state (live, or waiting for the e-mailed confirmation); Cancel
// stops one through the mutation and the row leaves the list from the cache (no refetch); a closed
// alert leaves too; a failure keeps the row; the empty state; an error with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancelStockAlertDocument, MyStockAlertsDocument, type MyStockAlertsQuery } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import { StockAlertsTab } from './components/stock-alerts-tab';

type StockAlert = MyStockAlertsQuery['myStockAlerts'][number];

const alert = (id: string, name: string, size: string | null, color: string | null, status: StockAlert['status'] = 'WAITING'): StockAlert => ({
  __typename: 'StockAlert',
  id,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  product: { __typename: 'Product', id: `p-${id}`, name, images: [`/media/${id}.jpg`] },
  variant: { __typename: 'ProductVariant', id: `v-${id}`, size, color },
});
const jeans = alert('a1', 'Slim Jeans', '32', 'Blue');
const kurta = { ...alert('a2', 'Cotton Kurta', 'M', null, 'PENDING'), createdAt: '2026-11-18T20:00:00.000Z' };

const alertsMock = (alerts: StockAlert[], delay = 0) => ({ request: { query: MyStockAlertsDocument }, result: { data: { myStockAlerts: alerts } }, delay });
const cancelMock = (id: string, answer: object) => ({
  request: { query: CancelStockAlertDocument, variables: { input: { id } } },
  result: { data: { cancelStockAlert: answer } },
});
const cancelled = (id: string) => cancelMock(id, okPayload('CancelStockAlertPayload', { deletedId: id }));
const notFound = (id: string) =>
  cancelMock(id, refusedPayload('CancelStockAlertPayload', ['deletedId'], 'StockAlertError', { code: 'NOT_FOUND', message: 'Back-in-stock alert not found' }));

const row = (name: string) => screen.getByRole('listitem', { name });

describe('Alerts tab', () => {
  it('shows placeholders, then each alert with its product, size and colour, date and state', async () => {
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([jeans, kurta], 50)] });
    expect(screen.getByRole('status', { name: 'Loading alerts' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Slim Jeans, Size 32 · Blue' });
    expect(screen.getByRole('heading', { name: 'Back-in-stock alerts', level: 2 })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Slim Jeans' })).toHaveAttribute('href', '/product/p-a1');
    expect(first.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/media/a1'));
    expect(within(first).getByText('Size 32 · Blue')).toBeInTheDocument();
    expect(within(first).getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(within(first).getByText('Waiting for stock')).toBeInTheDocument();

    const second = row('Cotton Kurta, Size M');
    expect(within(second).getByText('19 Nov 2026')).toBeInTheDocument(); // the shop's day (Asia/Kolkata), not UTC's
    expect(within(second).getByText('Confirm by e-mail')).toBeInTheDocument();
    expect(within(second).getByText(/^Waiting for you to confirm: follow the link we e-mailed you\./)).toBeInTheDocument();
    expect(within(second).queryByText('Waiting for stock')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Cancel the alert for Cotton Kurta, Size M' })).toBeEnabled();
  });

  it('Cancel stops the alert through the mutation; the row leaves the list from the cache, with a toast', async () => {
    // one answer for the list: a refetch instead of the cache update would find no more mocks and fail
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([jeans, kurta]), cancelled('a1')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert for Slim Jeans, Size 32 · Blue' }));
    expect(await screen.findByText('Alert cancelled')).toBeInTheDocument();
    expect(screen.getByText('No e-mail will come for Slim Jeans, Size 32 · Blue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Slim Jeans, Size 32 · Blue' })).not.toBeInTheDocument());
    expect(row('Cotton Kurta, Size M')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back-in-stock alerts' })).toHaveFocus();
    expect(screen.queryByRole('alert', { name: /could not load/i })).not.toBeInTheDocument();
  });

  it('cancelling the last alert leaves the empty state', async () => {
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([kurta]), cancelled('a2')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert for Cotton Kurta, Size M' }));
    expect(await screen.findByText('No back-in-stock alerts')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('an alert closed meanwhile (NOT_FOUND) leaves the list too, with a note', async () => {
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([jeans, kurta]), notFound('a1')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert for Slim Jeans, Size 32 · Blue' }));
    expect(await screen.findByText('This alert is already closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Slim Jeans, Size 32 · Blue' })).not.toBeInTheDocument());
    expect(row('Cotton Kurta, Size M')).toBeInTheDocument();
  });

  it('a failed cancel keeps the row and says so', async () => {
    const failing = { request: { query: CancelStockAlertDocument, variables: { input: { id: 'a1' } } }, error: new Error('Network down') };
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([jeans]), failing] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert for Slim Jeans, Size 32 · Blue' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the alert for Slim Jeans, Size 32 · Blue' })).toBeEnabled();
    expect(row('Slim Jeans, Size 32 · Blue')).toBeInTheDocument();
  });

  it('shows the empty state, saying how to ask for an alert', async () => {
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [alertsMock([])] });
    expect(await screen.findByText('No back-in-stock alerts')).toBeInTheDocument();
    expect(screen.getByText('Choose a sold-out size on a product page and tap Notify me.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows an error with Retry when the alerts fail to load', async () => {
    const failing = { request: { query: MyStockAlertsDocument }, error: new Error('Network down') };
    renderPage(<StockAlertsTab />, { path: '/account', mocks: [failing, alertsMock([jeans])] });
    expect(await screen.findByText(/Could not load your alerts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Slim Jeans, Size 32 · Blue' })).toBeInTheDocument();
  });
});
