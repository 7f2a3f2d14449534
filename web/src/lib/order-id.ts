/** How an order is named to people everywhere (spec §9: the first 8 characters), e.g. #1A2B3C4D. */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase();
