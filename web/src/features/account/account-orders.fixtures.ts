// Named orders for the account tests.
import type { MyOrdersQuery } from '@/graphql/graphql';

type Order = MyOrdersQuery['myOrders']['items'][number];

const address = {
  __typename: 'Address' as const,
  firstName: 'Asha',
  lastName: 'Mehta',
  phone: '9876543210',
  address: '14 Race Course Road',
  city: 'Vadodara',
  zipCode: '390007',
  country: 'India',
};

const item = (n: number, name: string) => ({
  __typename: 'OrderItem' as const,
  id: `item-${n}`,
  productId: `p-${n}`,
  name,
  image: `/media/products/kurta-maroon.svg`,
  size: 'M',
  color: 'Maroon',
  quantity: 1,
  price: '499.00',
  lineTotal: '499.00',
});

function order(id: string, status: Order['status'], names: string[], total: string): Order {
  return {
    __typename: 'Order',
    id,
    status,
    total,
    subtotal: total,
    shipping: '0.00',
    tax: '0.00',
    discount: '0.00',
    couponCode: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    itemCount: names.length,
    paymentMethod: 'RAZORPAY',
    paymentSummary: { __typename: 'PaymentSummary', state: 'PAID_ONLINE', amountRefunded: '0.00', sandbox: false },
    shippingAddress: address,
    items: names.map((n, i) => item(i + Number(id.slice(-1)) * 10, n)),
  };
}

export const shippedOrder = order('abcd1234-0000-4000-8000-000000000001', 'SHIPPED', ['Cotton Kurta', 'Bandhani Saree', 'Nehru Jacket', 'School Uniform', 'Woollen Shawl'], '1299.00');
export const deliveredOrder = order('ef567890-0000-4000-8000-000000000002', 'DELIVERED', ['Silk Dupatta'], '799.50');

export const ordersPage = (items: Order[], total = items.length): MyOrdersQuery => ({
  myOrders: { __typename: 'OrderPage', total, limit: 20, offset: 0, items },
});
