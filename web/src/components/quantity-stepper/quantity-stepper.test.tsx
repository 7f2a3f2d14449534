import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, label }: { max: number; label?: string }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} label={label} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('counts from 1 up to the maximum and no further', async () => {
    render(<Harness max={2} />);
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    await userEvent.click(more);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(more).toBeDisabled();
    await userEvent.click(less);
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('is named by its visible caption, or after what it counts', () => {
    const { unmount } = render(<Harness max={5} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    unmount();
    render(<Harness max={5} label="Silk Saree" />);
    expect(screen.getByRole('group', { name: 'Quantity of Silk Saree' })).toBeInTheDocument();
    expect(screen.queryByText('Quantity')).not.toBeInTheDocument();
  });
});
