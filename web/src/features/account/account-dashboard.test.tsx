import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountReorderDocument, MyOrdersDocument, MyStockAlertsDocument } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import { okPayload } from '@/test/payloads';
import AccountPage from './account-page';
import { deliveredOrder, ordersPage, shippedOrder } from './account-orders.fixtures';
import { reorderToastText } from './use-reorder';

const mocked = vi.hoisted(() => ({ signOut: vi.fn(), refresh: vi.fn() }));
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({
    user: { __typename: 'User', id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Mehta', phone: '9876543210', role: 'CUSTOMER' },
    loading: false,
    isAdmin: false,
    signIn: vi.fn(),
    signOut: mocked.signOut,
  }),
}));
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ refresh: mocked.refresh }) }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

vi.setConfig({ testTimeout: 20000 });

const ordersMock = (data: ReturnType<typeof ordersPage>, delay = 0) => ({
  request: { query: MyOrdersDocument, variables: { limit: 20, offset: 0 } },
  result: { data },
  delay,
});

beforeEach(() => {
  mocked.signOut.mockReset().mockResolvedValue(undefined);
  mocked.refresh.mockReset().mockResolvedValue(undefined);
});

describe('account page, signed in', () => {
  it('opens the tab named in the URL and keeps the choice in the URL', async () => {
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=password', mocks: [ordersMock(ordersPage([]))] });
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Profile Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=profile');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.in');
  });

  it('opens Alerts from a link (/account?tab=alerts), the fifth tab after the Wishlist', async () => {
    const alerts = { request: { query: MyStockAlertsDocument }, result: { data: { myStockAlerts: [] } } };
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=alerts', mocks: [alerts] });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['My Orders', 'Wishlist', 'Alerts', 'Profile Settings', 'Change Password']);
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'account-tab-alerts');
    expect(await screen.findByText('No back-in-stock alerts')).toBeInTheDocument();
  });

  it('defaults to My Orders and shows the side panel', async () => {
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=nonsense', mocks: [ordersMock(ordersPage([]))] });
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('AM')).toBeInTheDocument();
    expect(screen.getByText('Asha Mehta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(mocked.signOut).toHaveBeenCalled();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });

  it('shows placeholders, then the empty state', async () => {
    renderPage(<AccountPage />, { path: '/account', mocks: [ordersMock(ordersPage([]), 100)] });
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Orders Yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('lists orders with +N thumbnails and the buttons their status allows', async () => {
    renderPage(<AccountPage />, { path: '/account', mocks: [ordersMock(ordersPage([shippedOrder, deliveredOrder]))] });
    const shipped = await screen.findByRole('article', { name: 'Order #ABCD1234' });
    expect(within(shipped).getAllByRole('img')).toHaveLength(3);
    expect(within(shipped).getByText('+2')).toBeInTheDocument();
    expect(within(shipped).getByText(/Cotton Kurta/)).toHaveTextContent('Cotton Kurta + 4 more');
    expect(within(shipped).getByText('₹1,299.00')).toBeInTheDocument();
    expect(within(shipped).getByText('Shipped')).toBeInTheDocument();
    expect(within(shipped).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', `/track-order?orderId=${shippedOrder.id}`);
    expect(within(shipped).queryByRole('link', { name: 'Return' })).not.toBeInTheDocument();

    const delivered = screen.getByRole('article', { name: 'Order #EF567890' });
    expect(within(delivered).queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(within(delivered).getByText('₹799.50')).toBeInTheDocument();
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/return-policy');
    expect(within(delivered).queryByRole('link', { name: 'Track Order' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the orders fail to load', async () => {
    const failing = { request: { query: MyOrdersDocument, variables: { limit: 20, offset: 0 } }, error: new Error('Network down') };
    renderPage(<AccountPage />, { path: '/account', mocks: [failing, ordersMock(ordersPage([deliveredOrder]))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order #EF567890' })).toBeInTheDocument();
  });

  it('reorders from the details dialog: toast, dialog closes, then /cart', async () => {
    const reorder = {
      request: { query: AccountReorderDocument, variables: { input: { orderId: shippedOrder.id } } },
      result: {
        data: {
          reorder: okPayload('ReorderPayload', {
            added: 4,
            skipped: ['Woollen Shawl is out of stock'],
            cart: { __typename: 'Cart', id: 'cart-u1', totalQuantity: 4, subtotal: '1996.00', items: [] },
          }),
        },
      },
    };
    renderPage(<AccountPage />, { path: '/account', mocks: [ordersMock(ordersPage([shippedOrder])), reorder] });
    const card = await screen.findByRole('article', { name: 'Order #ABCD1234' });
    expect(within(card).getByText('Paid online')).toBeInTheDocument(); // the payment chip in the list
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ABCD1234' });
    expect(within(dialog).getByText('Online payment')).toBeInTheDocument();
    expect(within(dialog).getByText('Paid online')).toBeInTheDocument();
    expect(within(dialog).getByText(/Vadodara - 390007/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Track Order' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Write a review/ })).not.toBeInTheDocument(); // not delivered yet

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reorder Items' }));
    expect(await screen.findByText('Items added to cart')).toBeInTheDocument();
    expect(
      screen.getByText('4 items from order #ABCD1234 have been added to your cart. Not added: Woollen Shawl is out of stock.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/), { timeout: 2000 });
  });

  it('a delivered order links each product to its review on the product page', async () => {
    renderPage(<AccountPage />, { path: '/account', mocks: [ordersMock(ordersPage([deliveredOrder]))] });
    const card = await screen.findByRole('article', { name: 'Order #EF567890' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #EF567890' });
    const link = within(dialog).getByRole('link', { name: 'Write a review of Silk Dupatta' });
    expect(link).toHaveAttribute('href', '/product/p-20?review=1');
    expect(link).toHaveTextContent('Write a review');
  });

  it('reports a failed reorder', async () => {
    const reorder = { request: { query: AccountReorderDocument, variables: { input: { orderId: deliveredOrder.id } } }, error: new Error('boom') };
    renderPage(<AccountPage />, { path: '/account', mocks: [ordersMock(ordersPage([deliveredOrder])), reorder] });
    const card = await screen.findByRole('article', { name: 'Order #EF567890' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Failed to add items to cart. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });
});

describe('reorder toast text', () => {
  it('names the count and the short order id', () => {
    expect(reorderToastText(3, shippedOrder.id, [])).toBe('3 items from order #ABCD1234 have been added to your cart');
    expect(reorderToastText(1, shippedOrder.id, [])).toBe('1 item from order #ABCD1234 has been added to your cart');
    expect(reorderToastText(2, shippedOrder.id, ['A is out of stock', 'B is no longer available'])).toBe(
      '2 items from order #ABCD1234 have been added to your cart. Not added: A is out of stock; B is no longer available.',
    );
  });
});
