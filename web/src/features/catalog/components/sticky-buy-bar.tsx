// The product page's bottom bar once the main Add to Cart has scrolled away: the price and the same
// Add to Cart, so a shopper who read down the page can buy without scrolling back. It sits outside
// <main> (a portal) as its own landmark, so the page keeps one main Add to Cart.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Portal from '@mui/material/Portal';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { PriceLine } from '@/components/product-card';

export interface StickyBuyBarProps {
  open: boolean;
  name: string;
  price: string;
  originalPrice?: string | null;
  label: string;
  disabled: boolean;
  onAdd(): void;
}

/** Room under the page for the bar, so it never hides the end of the footer. */
const BAR_ROOM = '76px';

export function StickyBuyBar({ open, name, price, originalPrice, label, disabled, onAdd }: StickyBuyBarProps) {
  useEffect(() => {
    if (!open) return;
    document.body.style.paddingBottom = BAR_ROOM;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [open]);
  return (
    <Portal>
      <Slide direction="up" in={open} appear={false} mountOnEnter unmountOnExit>
        <Box
          component="aside"
          aria-label="Quick buy"
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 'appBar',
            bgcolor: 'background.paper',
            borderTop: '1px solid #eee4de',
            boxShadow: '0 -4px 16px rgba(35,31,32,0.08)',
            py: 1,
          }}
        >
          <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
                {name}
              </Typography>
              <PriceLine price={price} originalPrice={originalPrice} />
            </Box>
            <Button variant="contained" size="large" startIcon={<AddShoppingCart />} disabled={disabled} onClick={onAdd} sx={{ flexShrink: 0, minHeight: 48 }}>
              {label}
            </Button>
          </Container>
        </Box>
      </Slide>
    </Portal>
  );
}
