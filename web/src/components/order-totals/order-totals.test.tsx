import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTotals, type Totals } from './order-totals';

const totals = (o: Partial<Totals>): Totals => ({
  subtotal: '399.00',
  discount: '0.00',
  shipping: '0.00',
  tax: '0.00',
  total: '399.00',
  couponCode: null,
  ...o,
});

describe('OrderTotals', () => {
  it('says free delivery once under ₹500, with no contradicting “add more” hint', () => {
    render(<OrderTotals totals={totals({})} />);
    expect(screen.getByText('Free!')).toBeInTheDocument();
    expect(screen.getAllByText(/Free delivery within Vadodara/)).toHaveLength(1);
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('shows the hint only when shipping is actually charged on an order under ₹500', () => {
    render(<OrderTotals totals={totals({ shipping: '40.00', total: '439.00' })} />);
    expect(screen.getByText('₹40.00')).toBeInTheDocument();
    expect(screen.getByText('Add ₹101.00 more for free shipping!')).toBeInTheDocument();
    expect(screen.queryByText('Free!')).not.toBeInTheDocument();
  });

  it('says prices include GST instead of a tax of ₹0.00, and shows a tax the server does charge', () => {
    const { unmount } = render(<OrderTotals totals={totals({})} />);
    expect(screen.getByText('GST')).toBeInTheDocument();
    expect(screen.getByText('Included in prices')).toBeInTheDocument();
    expect(screen.queryByText('Tax')).not.toBeInTheDocument();
    unmount();
    render(<OrderTotals totals={totals({ tax: '19.95', total: '418.95' })} />);
    expect(screen.getByText('Tax')).toBeInTheDocument();
    expect(screen.getByText('₹19.95')).toBeInTheDocument();
  });
});
