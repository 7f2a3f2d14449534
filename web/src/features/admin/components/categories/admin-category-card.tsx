// A category in the admin grid: picture, name, description, product count, Edit and Delete.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AdminCategoryFragment } from '@/graphql/graphql';
import { categoryImage } from '@/components/category-card/category-card';
import { RowActions } from '../shared/row-actions';

interface Props {
  category: AdminCategoryFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminCategoryCard({ category, onEdit, onDelete }: Props) {
  const count = category.productCount;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={categoryImage(category)}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: { xs: '16 / 9', sm: '4 / 3' }, objectFit: 'cover', bgcolor: '#f4eee9' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3">
          {category.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {category.description?.trim() || 'No description'}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {count === 1 ? '1 product' : `${count} products`}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <RowActions name={category.name} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
