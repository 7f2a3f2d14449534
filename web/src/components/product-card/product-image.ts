/** The picture shown when a product has none (spec §9). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** Product pictures are drawn 4:5 (600×750). */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 750 } as const;

export const productImage = (images: readonly string[] | null | undefined, index = 0): string => images?.[index] || PLACEHOLDER_IMAGE;
