import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribeStockAlertDocument } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { okPayload, refusedPayload } from '@/test/payloads';
import { BackInStock } from './back-in-stock';

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string } }));
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ user: session.user, loading: false, isAdmin: false }) }));

const variant = (id: string, size: string | null, color: string | null, stock: number) => ({ id, size, color, stock });
const soldOutShirt = { stock: 0, variants: [variant('v-m', 'M', 'Teal', 0), variant('v-l', 'L', 'Teal', 0)] };
const oneSizeGone = { stock: 4, variants: [variant('v-m', 'M', null, 4), variant('v-l', 'L', null, 0)] };

const alert = (email: string, variantId: string) => ({ __typename: 'StockAlert' as const, id: 'a1', email, variantId, status: 'WAITING' });
const subscribeMock = (input: { variantId: string; email: string | null }, result: object): MockLink.MockedResponse => ({
  request: { query: SubscribeStockAlertDocument, variables: { input } },
  result: { data: { subscribeStockAlert: result } },
});

function renderAlert(product: typeof soldOutShirt, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <BackInStock product={product} />
    </MockedProvider>,
  );
}

beforeEach(() => {
  session.user = null;
});

describe('BackInStock', { timeout: 30000 }, () => {
  it('shows nothing while every size is in stock', () => {
    renderAlert({ stock: 5, variants: [variant('v-m', 'M', null, 5)] });
    expect(screen.queryByRole('button', { name: "Notify me when it's back" })).not.toBeInTheDocument();
    expect(screen.queryByText(/sold out/i)).not.toBeInTheDocument();
  });

  it('a guest must choose the sold-out size and give a valid e-mail before anything is sent, then is asked to confirm by e-mail', async () => {
    const user = userEvent.setup();
    renderAlert(soldOutShirt, [
      subscribeMock(
        { variantId: 'v-l', email: 'meera@example.in' },
        okPayload('StockAlertPayload', { stockAlert: null, alreadyWaiting: false, confirmationRequired: true, message: 'Check your inbox to confirm.' }),
      ),
    ]);
    const button = await screen.findByRole('button', { name: "Notify me when it's back" });
    await user.click(button);
    expect(await screen.findByText('Choose the size and colour you are waiting for')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your email'), 'meera@');
    await user.click(button);
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Size / colour' }));
    await user.click(await screen.findByRole('option', { name: 'Teal, L' }));
    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), ' meera@example.in ');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent("Check your inbox to confirm: we'll e-mail you when it's back only after you click the link we sent.");
    expect(screen.getByRole('status')).not.toHaveTextContent("We'll e-mail you at");
  });

  it('a signed-in shopper with a confirmed address asks with one click; the server writes to their account address', async () => {
    session.user = { id: 'u1', email: 'asha@example.in' };
    const user = userEvent.setup();
    renderAlert({ stock: 0, variants: [variant('v-one', null, null, 0)] }, [
      subscribeMock(
        { variantId: 'v-one', email: null },
        okPayload('StockAlertPayload', { stockAlert: alert('asha@example.in', 'v-one'), alreadyWaiting: true, confirmationRequired: false, message: 'We will e-mail you.' }),
      ),
    ]);
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent("We'll e-mail you at asha@example.in when it's back.");
  });

  it('opens from a link when only some sizes are sold out, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAlert(oneSizeGone, [
      subscribeMock(
        { variantId: 'v-l', email: 'ravi@example.in' },
        refusedPayload('StockAlertPayload', ['stockAlert', 'alreadyWaiting', 'confirmationRequired', 'message'], 'StockAlertError', {
          code: 'IN_STOCK',
          message: 'This size is in stock: you can order it now',
        }),
      ),
      subscribeMock(
        { variantId: 'v-l', email: 'ravi@example.org' },
        refusedPayload('StockAlertPayload', ['stockAlert', 'alreadyWaiting', 'confirmationRequired', 'message'], 'StockAlertError', {
          field: 'email',
          code: 'INVALID',
          message: 'Valid email is required',
        }),
      ),
    ]);
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Size or colour sold out? Notify me when it's back" }));
    await user.type(screen.getByLabelText('Your email'), 'ravi@example.in');
    await user.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This size is in stock: you can order it now');

    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), 'ravi@example.org');
    await user.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
