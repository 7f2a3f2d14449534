import { PLACEHOLDER_IMAGE } from '@/lib/format';

/** Product pictures are drawn 4:5 (600×750). */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 750 } as const;

/** The product's `index`-th picture, or the placeholder when it has none (spec §9). */
export const productImage = (images: readonly string[] | null | undefined, index = 0): string => images?.[index] || PLACEHOLDER_IMAGE;
