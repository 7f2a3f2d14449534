// What each status an admin can choose does, spelled out in the Update dialog before they choose.
import type { OrderStatus } from '@/graphql/graphql';

const CONSEQUENCES: Record<Uppercase<OrderStatus>, string> = {
  PENDING: 'Placed, not yet started.',
  PROCESSING: 'You are preparing the order. The customer sees it as being processed; it can still be cancelled.',
  SHIPPED: 'The parcel has left the store. The customer can track it; it can no longer be cancelled.',
  DELIVERED: 'The customer has the parcel. Final: no further changes.',
  CANCELLED: 'Every item goes back into stock. Final: cannot be undone. A paid order needs a refund.',
};

export const statusConsequence = (status: OrderStatus): string => CONSEQUENCES[status.toUpperCase() as Uppercase<OrderStatus>];
