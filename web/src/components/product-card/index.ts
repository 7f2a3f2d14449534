export { ProductCard } from './product-card';
export { ProductCardSkeleton } from './product-card-skeleton';
export { OptionChips } from './option-chips';
export { PriceLine } from './price-line';
export { RatingLine, ratingLabel, reviewsLabel, type ProductRatingValue } from './rating-line';
export { PRODUCT_IMAGE_SIZE, productImage } from './product-image';
export { useAddToCart } from './use-add-to-cart';
export { useQuickAdd } from './quick-add';
export { VariantPicker } from './variant-picker';
