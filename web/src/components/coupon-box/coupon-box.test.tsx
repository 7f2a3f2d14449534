import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { ValidateCouponDocument } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { CouponBox } from './coupon-box';

const verdict = (code: string, valid: boolean, message: string | null, discount = '0.00') => ({
  request: { query: ValidateCouponDocument, variables: { code, subtotal: '1200.00' } },
  result: { data: { validateCoupon: { __typename: 'CouponCheckResult' as const, valid, message, code, type: valid ? ('PERCENTAGE' as const) : null, value: valid ? '10.00' : null, discount } } },
});

function Harness({ mocks, initial = null, feedback }: { mocks: MockLink.MockedResponse[]; initial?: string | null; feedback?: 'inline' | 'toast' }) {
  const [applied, setApplied] = useState<string | null>(initial);
  return (
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <CouponBox applied={applied} subtotal="1200.00" onChange={setApplied} feedback={feedback} />
        <output data-testid="applied">{applied ?? 'none'}</output>
      </ToastProvider>
    </MockedProvider>
  );
}

const apply = async (code: string) => {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Coupon code');
  await user.clear(input);
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('CouponBox', () => {
  it('does nothing for an empty code', async () => {
    // Every validation the box sends is recorded; a real code applied afterwards is the signal that
    // the empty one had its turn: had it sent anything, it would be recorded before WELCOME10.
    const sent: unknown[] = [];
    const valid = verdict('WELCOME10', true, null, '120.00');
    const recording: MockLink.MockedResponse = {
      request: { query: ValidateCouponDocument, variables: () => true },
      result: (variables) => {
        sent.push(variables);
        return valid.result;
      },
      maxUsageCount: 2,
    };
    render(<Harness mocks={[recording]} />);
    await apply('   ');
    expect(screen.getByTestId('applied')).toHaveTextContent('none');
    await apply('WELCOME10');
    expect(await screen.findByText('Coupon WELCOME10 applied. You save ₹120.00.')).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'WELCOME10', subtotal: '1200.00' }]);
  });

  it('applies a valid code, says what it saves under the input, and keeps a remove button', async () => {
    render(<Harness mocks={[verdict('WELCOME10', true, null, '120.00')]} />);
    await apply('welcome10');
    expect(await screen.findByText('Coupon WELCOME10 applied. You save ₹120.00.')).toBeInTheDocument();
    expect(screen.getByTestId('applied')).toHaveTextContent('WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(screen.getByTestId('applied')).toHaveTextContent('none');
  });

  it("shows the server's message under the input and a failed attempt clears the applied coupon", async () => {
    render(<Harness initial="WELCOME10" mocks={[verdict('FLAT100', false, 'Minimum order amount is ₹999.00')]} />);
    expect(screen.getByTestId('applied')).toHaveTextContent('WELCOME10');
    await apply('FLAT100');
    expect(await screen.findByText('Minimum order amount is ₹999.00')).toBeInTheDocument();
    expect(screen.getByTestId('applied')).toHaveTextContent('none');
  });

  it("reads 'Failed to validate coupon' when the server cannot be reached, keeping the applied coupon", async () => {
    render(<Harness initial="WELCOME10" mocks={[{ request: { query: ValidateCouponDocument, variables: () => true }, error: new Error('Network down') }]} />);
    await apply('FLAT100');
    expect(await screen.findByText('Failed to validate coupon')).toBeInTheDocument();
    expect(screen.getByTestId('applied')).toHaveTextContent('WELCOME10');
  });

  it('reports the verdict as an error toast at checkout', async () => {
    render(<Harness feedback="toast" mocks={[verdict('NOPE', false, 'Invalid coupon code')]} />);
    await apply('NOPE');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invalid coupon code');
  });
});
