import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CategoryCard } from '@/components/category-card';
import { HomeCategoriesDocument } from '@/graphql/graphql';
import { SectionHeading } from './section-heading';

const cell = { xs: 6, md: 3 } as const;

/** Shop by Category: tiles → /shop?category={lowercased name}, with product counts. */
export function CategorySection() {
  const { data, loading, error, refetch } = useQuery(HomeCategoriesDocument);
  const categories = data?.categories;
  return (
    <Container component="section" aria-labelledby="home-categories" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SectionHeading id="home-categories" title="Shop by Category" subtitle="Clothing for every member of the family, from the little ones to Dada–Dadi." />
      {error && !categories && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Categories could not be loaded.
        </Alert>
      )}
      {categories?.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          No categories yet.
        </Typography>
      )}
      <Grid container spacing={{ xs: 1.5, md: 3 }}>
        {loading &&
          !categories &&
          [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={cell}>
              <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 4.4' }} />
            </Grid>
          ))}
        {categories?.map((c, i) => (
          <Grid key={c.id} size={cell}>
            {/* On a phone the first row is the largest picture of the first screen (below the hero's text). */}
            <CategoryCard category={c} href={`/shop?category=${encodeURIComponent(c.name.toLowerCase())}`} eager={i < 2} priority={i === 0} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
