// The heart: toggles the product in the wishlist, filled while it is in, with the
// toast the cart's adds use ('Added to wishlist' / 'Removed from wishlist', 3 s) and the server's
// words on a failure. Cards and the product page place it; the store decides guest or account.
import { useState } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useWishlist } from '@/lib/wishlist/wishlist-store';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/errors';

export const WISHLIST_FAILED = 'Failed to update the wishlist';

interface WishlistButtonProps {
  productId: string;
  size?: IconButtonProps['size'];
  sx?: IconButtonProps['sx'];
}

export function WishlistButton({ productId, size = 'small', sx }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const inWishlist = wishlist.has(productId);

  const onClick = async () => {
    setBusy(true);
    try {
      const added = await wishlist.toggle(productId);
      toast({ title: added ? 'Added to wishlist' : 'Removed from wishlist', duration: 3000 });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, WISHLIST_FAILED), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <IconButton
      aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={inWishlist}
      size={size}
      disabled={busy}
      onClick={() => void onClick()}
      sx={sx}
    >
      {inWishlist ? (
        <Favorite fontSize={size === 'small' ? 'small' : 'medium'} color="primary" />
      ) : (
        <FavoriteBorder fontSize={size === 'small' ? 'small' : 'medium'} />
      )}
    </IconButton>
  );
}
