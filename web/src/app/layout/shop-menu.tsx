// "Shop" with a dropdown of the four categories, opened on hover or keyboard focus.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { SxProps, Theme } from '@mui/material/styles';
import { CATEGORY_LINKS } from '@/lib/store-info';

export function ShopMenu({ linkSx }: { linkSx: SxProps<Theme> }) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Box ref={setAnchor} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onFocus={() => setOpen(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)} sx={{ position: 'relative' }}>
      <Box component={NavLink} to="/shop" sx={linkSx} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(false)}>
        Shop
      </Box>
      <Popper open={open} anchorEl={anchor} placement="bottom-start" disablePortal sx={{ zIndex: 1300 }}>
        <Paper elevation={4} sx={{ mt: 0.5, minWidth: 180 }}>
          <MenuList dense aria-label="Shop categories">
            {CATEGORY_LINKS.map((c) => (
              <MenuItem key={c.to} component={Link} to={c.to} onClick={() => setOpen(false)}>
                {c.label}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </Box>
  );
}
