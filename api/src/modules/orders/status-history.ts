// Order status history: who moved an order to which status, and when. Rows are written
// in the same transaction as the change they record (checkout.service.ts writeOrder for the
// placement, order.service.ts updateStatus for every later change).
import type { OrderStatusChange, Prisma, StatusActor } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';

export const STATUS_ACTORS = ['shopper', 'admin', 'api_key', 'system'] as const satisfies readonly StatusActor[];

/** The history of an order, oldest first (the serial id breaks ties within one millisecond). */
export const historyOrder = [{ at: 'asc' }, { id: 'asc' }] as const satisfies Prisma.OrderStatusChangeOrderByWithRelationInput[];

export interface StatusActorRef {
  actor: StatusActor;
  actorId: string | null;
}

/**
 * Who is making a status change. Admins are the only ones today (updateStatus requires one); a
 * request without a user (a script's systemContext) is the system. API keys, when they can move
 * orders, record `api_key` with the key's id here.
 */
export function statusActor(ctx: RequestContext): StatusActorRef {
  if (!ctx.user) return { actor: 'system', actorId: null };
  return { actor: ctx.user.role === 'admin' ? 'admin' : 'shopper', actorId: ctx.user.id };
}

/** What the APIs answer of one entry: the actor's id stays in the database (an audit trail, not for shoppers). */
export const toHistoryEntry = (row: OrderStatusChange) => ({ from: row.from, to: row.to, at: row.at, actor: row.actor });
export type StatusHistoryEntry = ReturnType<typeof toHistoryEntry>;
