// The pages behind the links in the shop's e-mails: each reads its parameters from the fragment,
// uses them once, takes them out of the address, and says what happened (or the server's refusal).
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { CancelStockAlertLinkDocument, ConfirmStockAlertLinkDocument, VerifyEmailLinkDocument } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import VerifyEmailPage, { VERIFY_LINK_INCOMPLETE } from './verify-email-page';
import ConfirmStockAlertPage from './confirm-stock-alert-page';
import CancelStockAlertPage, { CANCEL_LINK_INCOMPLETE } from './cancel-stock-alert-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageHead: () => undefined }));
vi.setConfig({ testTimeout: 20000 });

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{pathname + search + hash}</output>;
}

describe('verify e-mail page', () => {
  it('confirms with the token from the fragment, says so, and takes the token out of the address', async () => {
    const mocks = [
      {
        request: { query: VerifyEmailLinkDocument, variables: { input: { token: 'tok-1' } } },
        result: {
          data: { verifyEmail: okPayload('VerifyEmailPayload', { email: 'asha@example.in', message: 'Thank you: your e-mail address is confirmed.' }) },
        },
      },
    ];
    renderPage(
      <>
        <VerifyEmailPage />
        <Address />
      </>,
      { path: '/verify-email', route: '/verify-email#token=tok-1', mocks },
    );
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/verify-email$/));
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
  });

  it('shows the server’s words for a used link, and a clear message for a link without a token', async () => {
    const refusal = refusedPayload('VerifyEmailPayload', ['email', 'message'], 'AccountError', {
      code: 'INVALID_VERIFICATION_TOKEN',
      message: 'Used up (server words).',
    });
    const mocks = [{ request: { query: VerifyEmailLinkDocument, variables: { input: { token: 'old' } } }, result: { data: { verifyEmail: refusal } } }];
    const { unmount } = renderPage(<VerifyEmailPage />, { path: '/verify-email', route: '/verify-email#token=old', mocks });
    expect(await screen.findByText('Used up (server words).')).toBeInTheDocument();
    unmount();
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(await screen.findByText(VERIFY_LINK_INCOMPLETE)).toBeInTheDocument();
  });
});

describe('confirm back-in-stock alert page', () => {
  it('makes the alert live and names the product', async () => {
    const stockAlert = {
      __typename: 'StockAlert' as const,
      id: 'a1',
      status: 'WAITING',
      product: { __typename: 'Product' as const, id: 'p1', name: 'Teal Kurta' },
    };
    const mocks = [
      {
        request: { query: ConfirmStockAlertLinkDocument, variables: { input: { token: 'tok-2' } } },
        result: { data: { confirmStockAlert: okPayload('ConfirmStockAlertPayload', { stockAlert }) } },
      },
    ];
    renderPage(<ConfirmStockAlertPage />, { path: '/stock-alerts/confirm', route: '/stock-alerts/confirm#token=tok-2', mocks });
    expect(await screen.findByText('Confirmed: we will e-mail you once when Teal Kurta is back in stock.')).toBeInTheDocument();
  });
});

describe('stop back-in-stock alert page', () => {
  it('stops the alert with one click from the e-mail (no sign-in), and refuses an altered link with the server’s words', async () => {
    const mocks = [
      {
        request: { query: CancelStockAlertLinkDocument, variables: { input: { alertId: 'a1', signature: 'sig-ok' } } },
        result: { data: { cancelStockAlertByLink: okPayload('CancelStockAlertByLinkPayload', { message: 'Your back-in-stock alert is stopped.' }) } },
      },
      {
        request: { query: CancelStockAlertLinkDocument, variables: { input: { alertId: 'a1', signature: 'sig-bad' } } },
        result: {
          data: {
            cancelStockAlertByLink: refusedPayload('CancelStockAlertByLinkPayload', ['message'], 'StockAlertError', {
              code: 'INVALID_CANCEL_LINK',
              message: 'Not a valid link.',
            }),
          },
        },
      },
    ];
    const { unmount } = renderPage(<CancelStockAlertPage />, { path: '/stock-alerts/cancel', route: '/stock-alerts/cancel#alert=a1&sig=sig-ok', mocks });
    expect(await screen.findByText('Your back-in-stock alert is stopped.')).toBeInTheDocument();
    unmount();
    const second = renderPage(<CancelStockAlertPage />, { path: '/stock-alerts/cancel', route: '/stock-alerts/cancel#alert=a1&sig=sig-bad', mocks });
    expect(await screen.findByText('Not a valid link.')).toBeInTheDocument();
    second.unmount();
    renderPage(<CancelStockAlertPage />, { path: '/stock-alerts/cancel', route: '/stock-alerts/cancel#alert=a1' });
    expect(await screen.findByText(CANCEL_LINK_INCOMPLETE)).toBeInTheDocument();
  });
});
