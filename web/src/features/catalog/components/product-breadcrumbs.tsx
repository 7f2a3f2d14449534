import { Link } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface ProductBreadcrumbsProps {
  name: string;
  category?: { name: string } | null;
}

/** Home / Shop / Category / Name */
export function ProductBreadcrumbs({ name, category }: ProductBreadcrumbsProps) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2, md: 3 }, '& ol': { flexWrap: 'wrap' } }}>
      <MuiLink component={Link} to="/" underline="hover" color="inherit">
        Home
      </MuiLink>
      <MuiLink component={Link} to="/shop" underline="hover" color="inherit">
        Shop
      </MuiLink>
      {category && (
        <MuiLink component={Link} to={`/shop?category=${encodeURIComponent(category.name.toLowerCase())}`} underline="hover" color="inherit">
          {category.name}
        </MuiLink>
      )}
      <Typography color="text.primary" aria-current="page" sx={{ maxWidth: { xs: 220, sm: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Typography>
    </Breadcrumbs>
  );
}
