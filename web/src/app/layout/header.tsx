// Header (spec §2): logo, navigation with the Shop dropdown, search, wishlist and cart badges, account/Login,
// and a collapsible menu on small screens that closes when a link is chosen.
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useCart } from '@/lib/cart/cart-store';
import { useWishlist } from '@/lib/wishlist/wishlist-store';
import { useSession } from '@/lib/session/session';
import { CATEGORY_LINKS, STORE } from '@/lib/store-info';
import { NAV_LINKS } from './nav-links';
import { ShopMenu } from './shop-menu';

// Opened on demand: the text field (and what MUI's TextField brings) loads then, not with every page (each route's
// JavaScript budget: web/scripts/js-budget.mjs).
const SearchBox = lazy(() => import('./search-box').then((m) => ({ default: m.SearchBox })));

const navSx = {
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(122,31,43,0.08)' },
  '&:hover': { color: 'primary.main' },
} as const;

export function Header() {
  const { count } = useCart();
  const wishlist = useWishlist();
  const { user } = useSession();
  // The menu and the search panel belong to the page they were opened on: navigating closes them.
  const location = useLocation();
  const here = location.pathname + location.search;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === here;
  const searchOpen = searchOpenOn === here;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? here : null);
  const setSearchOpen = (open: boolean) => setSearchOpenOn(open ? here : null);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid #eee4de', bgcolor: 'background.paper' }}>
      {/* On a 360 px phone the bar holds the brand and five 44 px buttons only with narrower gutters and no gaps. */}
      <Container maxWidth="lg" sx={{ px: { xs: 0.75, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 60, md: 70 } }}>
          {/* The link's name is its visible text: the full name, or "VF Fashion" where the full one does not fit. */}
          <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, textDecoration: 'none', color: 'inherit', mr: { xs: 0, sm: 2 }, minHeight: 44 }}>
            <Box component="img" src="/favicon.svg" alt="" width={36} height={36} />
            <Typography component="span" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: 17, md: 20 }, color: 'primary.main', lineHeight: 1.1, whiteSpace: 'nowrap' }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {STORE.name}
              </Box>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                VF Fashion
              </Box>
            </Typography>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center', flex: 1 }}>
            {NAV_LINKS.map((link) =>
              link.to === '/shop' ? (
                <ShopMenu key={link.to} linkSx={navSx} />
              ) : (
                <Box key={link.to} component={NavLink} to={link.to} end sx={navSx}>
                  {link.label}
                </Box>
              ),
            )}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <IconButton aria-label="Search products" onClick={() => setSearchOpen(!searchOpen)} aria-expanded={searchOpen}>
            <SearchIcon />
          </IconButton>
          {/* Always there (a badge of 0 is hidden), so the bar does not shift when the first heart lands. */}
          <IconButton component={Link} to="/account?tab=wishlist" aria-label={wishlist.count > 0 ? `Wishlist, ${wishlist.count} items` : 'Wishlist'}>
            <Badge badgeContent={wishlist.count || null} color="primary" data-testid="wishlist-count">
              <FavoriteBorder />
            </Badge>
          </IconButton>
          <IconButton component={Link} to="/cart" aria-label={count > 0 ? `Cart, ${count} items` : 'Cart'}>
            <Badge badgeContent={count || null} color="primary" data-testid="cart-count">
              <ShoppingBagOutlined />
            </Badge>
          </IconButton>
          {user ? (
            <IconButton component={Link} to="/account" aria-label="My account">
              <PersonOutline />
            </IconButton>
          ) : (
            <>
              <Button component={Link} to="/account" variant="contained" size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                Login
              </Button>
              {/* On a phone the Login button is an icon in the bar itself, not hidden in the menu. */}
              <IconButton component={Link} to="/account" aria-label="Login" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
                <LoginOutlined />
              </IconButton>
            </>
          )}
          <IconButton sx={{ display: { md: 'none' } }} aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
        <Collapse in={searchOpen} unmountOnExit>
          <Box sx={{ pb: 2 }}>
            <Suspense fallback={<Box sx={{ height: 40 }} />}>
              <SearchBox onDone={() => setSearchOpen(false)} />
            </Suspense>
          </Box>
        </Collapse>
        <Collapse in={menuOpen} sx={{ display: { md: 'none' } }} unmountOnExit>
          <List component="nav" aria-label="Mobile">
            {NAV_LINKS.map((link) => (
              <ListItemButton key={link.to} component={NavLink} to={link.to} end sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}>
                {link.label}
              </ListItemButton>
            ))}
            {CATEGORY_LINKS.map((c) => (
              <ListItemButton key={c.to} component={Link} to={c.to} sx={{ pl: 4, color: 'text.secondary' }}>
                {c.label}
              </ListItemButton>
            ))}
            {!user && (
              <ListItemButton component={Link} to="/account">
                Login
              </ListItemButton>
            )}
          </List>
        </Collapse>
      </Container>
    </AppBar>
  );
}
