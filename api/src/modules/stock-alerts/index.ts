// The stock-alerts module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is stock-alerts.module.ts.
// Back-in-stock alerts: a shopper asks for a sold-out size and hears when it returns.
export type { StockAlertsServices } from './stock-alerts.context';

export { StockAlertService } from './stock-alert.service';
