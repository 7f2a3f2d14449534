// Stock-alert DataLoaders (registered in graphql/loaders.ts): the admin's waiting counts of a page
// of products or variants in one query each.
import DataLoader from 'dataloader';
import type { StockAlertService } from './stock-alert.service';

export const waitingAlertsByProductLoader = (alerts: StockAlertService) => new DataLoader<string, number>((ids) => alerts.waitingCountsByProduct(ids));
export const waitingAlertsByVariantLoader = (alerts: StockAlertService) => new DataLoader<string, number>((ids) => alerts.waitingCountsByVariant(ids));
