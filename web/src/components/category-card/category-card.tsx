// Category card (spec §2): links to the supplied href; the category's picture (or the default
// picture by name: men, women, kids, elders; otherwise men), name, description ('Latest trends'
// when empty) and, when given, the number of products.
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

export interface CategoryCardData {
  name: string;
  description?: string | null;
  image?: string | null;
  productCount?: number | null;
}

const DEFAULT_PICTURES = ['men', 'women', 'kids', 'elders'];

/** The category's own picture, else the default picture for its name (men when unknown). */
export function categoryImage(category: Pick<CategoryCardData, 'name' | 'image'>): string {
  if (category.image) return category.image;
  const key = category.name.trim().toLowerCase();
  return `/media/categories/${DEFAULT_PICTURES.includes(key) ? key : 'men'}.svg`;
}

interface CategoryCardProps {
  category: CategoryCardData;
  href: string;
  /** In the first screen on a phone: loaded at once, not when scrolled to. */
  eager?: boolean;
  /** The largest image of the first screen on a phone (home: the hero's picture shows from md up only). */
  priority?: boolean;
}

export function CategoryCard({ category, href, eager = false, priority = false }: CategoryCardProps) {
  const count = category.productCount;
  return (
    <Card sx={{ height: '100%', overflow: 'hidden', '&:hover img': { transform: 'scale(1.04)' } }}>
      <CardActionArea component={Link} to={href} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ overflow: 'hidden', bgcolor: '#f4eee9' }}>
          <Box
            component="img"
            src={categoryImage(category)}
            alt=""
            width={800}
            height={600}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', transition: 'transform .3s' }}
          />
        </Box>
        <Box sx={{ p: 2, flex: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontFamily: 'Georgia, serif' }}>
            {category.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {category.description?.trim() || 'Latest trends'}
          </Typography>
          {count != null && (
            <Typography variant="caption" color="primary" sx={{ fontWeight: 700, display: 'block', mt: 1 }}>
              {count === 1 ? '1 product' : `${count} products`}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
