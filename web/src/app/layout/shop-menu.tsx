// "Shop" with a dropdown of the four categories, opened on hover or keyboard focus.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { SxProps, Theme } from '@mui/material/styles';
import { CATEGORY_LINKS } from '@/lib/store-info';

export function ShopMenu({ linkSx }: { linkSx: SxProps<Theme> }) {
  const [open, setOpen] = useState(false);
  // The list hangs below the link in this box (position: relative): no Popper and its positioning library in every page's JS.
  return (
    <Box onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onFocus={() => setOpen(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)} sx={{ position: 'relative' }}>
      <Box component={NavLink} to="/shop" sx={linkSx} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(false)}>
        Shop
      </Box>
      {open && (
        <Paper elevation={4} sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 1300, mt: 0.5, minWidth: 180 }}>
          <MenuList dense aria-label="Shop categories">
            {CATEGORY_LINKS.map((c) => (
              <MenuItem key={c.to} component={Link} to={c.to} onClick={() => setOpen(false)}>
                {c.label}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      )}
    </Box>
  );
}
