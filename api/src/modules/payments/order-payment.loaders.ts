// The payment ledgers of a page of orders in one query (registered in graphql/loaders.ts).
import DataLoader from 'dataloader';
import type { OrderPayment } from '../../generated/prisma/client';
import type { OrderPaymentService } from './order-payment.service';

export const orderPaymentsLoader = (payments: OrderPaymentService) => new DataLoader<string, OrderPayment[]>((ids) => payments.recordsByOrderIds(ids));
