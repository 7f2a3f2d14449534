// Stock-alert DataLoaders (ShopModule.loaders): the admin's waiting counts of a page
// of products or variants in one query each.
import DataLoader from 'dataloader';
import type { StockAlertService } from './stock-alert.service';

export const waitingAlertsByProductLoader = (alerts: StockAlertService) => new DataLoader<string, number>((ids) => alerts.waitingCountsByProduct(ids));
export const waitingAlertsByVariantLoader = (alerts: StockAlertService) => new DataLoader<string, number>((ids) => alerts.waitingCountsByVariant(ids));

/** The alerts' loaders in every GraphQL request's context (ShopModule.loaders). */
export const stockAlertLoaders = (s: { stockAlerts: StockAlertService }) => ({
  waitingAlertsByProduct: waitingAlertsByProductLoader(s.stockAlerts),
  waitingAlertsByVariant: waitingAlertsByVariantLoader(s.stockAlerts),
});
