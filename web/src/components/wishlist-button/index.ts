export { WishlistButton, WISHLIST_FAILED } from './wishlist-button';
