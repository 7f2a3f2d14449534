// The orders table's actions: View always; Update only while the order can still move on (decision 0004: delivered
// and cancelled are final, and the server offers no next status for them).
import { render, screen } from '@testing-library/react';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderRowFragment, OrderStatus } from '@/graphql/graphql';
import { orderColumns } from './order-columns';

const row = (status: OrderStatus, allowedNextStatuses: OrderStatus[]) =>
  ({ id: 'abcdef12-0000-4000-8000-000000000000', status, allowedNextStatuses }) as AdminOrderRowFragment;

function actions(o: AdminOrderRowFragment) {
  const column = orderColumns({ onView: vi.fn(), onUpdate: vi.fn() }).find((c) => c.field === 'actions')!;
  render(<>{column.renderCell!({ row: o } as GridRenderCellParams<AdminOrderRowFragment>)}</>);
}

describe('order actions', () => {
  it.each([
    ['PENDING', ['PROCESSING', 'CANCELLED']],
    ['SHIPPED', ['DELIVERED']],
  ] as const)('a %s order can be viewed and updated', (status, next) => {
    actions(row(status, [...next]));
    expect(screen.getByRole('button', { name: 'View order ABCDEF12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update status of order ABCDEF12' })).toBeInTheDocument();
  });

  it.each(['DELIVERED', 'CANCELLED'] as const)('a %s order can be viewed only: there is nothing to update it to', (status) => {
    actions(row(status, []));
    expect(screen.getByRole('button', { name: 'View order ABCDEF12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update status of order ABCDEF12' })).not.toBeInTheDocument();
  });
});
