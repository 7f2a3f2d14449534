// Categories (spec §2; docs/decisions/0007-screens-the-spec-leaves-without-action.md): cards with product
// counts; Add, Edit and Delete. The search box narrows the cards by name (the list is small and complete).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import { AdminCategoriesDocument, type AdminCategoryFragment } from '@/graphql/graphql';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { AdminCategoryCard } from './admin-category-card';
import { CategoryDialog } from './category-dialog';
import { useCategoryActions } from './use-category-actions';

export function CategoriesTab({ search }: { search: string }) {
  const { data, loading, error, refetch } = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ category: AdminCategoryFragment | null } | null>(null);
  const { save, destroy } = useCategoryActions();
  const all = data?.categories;
  const needle = search.toLowerCase();
  const shown = all?.filter((c) => c.name.toLowerCase().includes(needle));

  return (
    <>
      <TabHeader
        title="Categories"
        count={all?.length}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ category: null })}>
            Add Category
          </Button>
        }
      />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="categories" />}
      {shown?.length === 0 && <Alert severity="info">{search ? `No categories match “${search}”.` : 'No categories yet. Add your first one!'}</Alert>}
      <Grid container spacing={2}>
        {loading && !all
          ? [0, 1, 2, 3].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Skeleton variant="rounded" height={300} />
              </Grid>
            ))
          : shown?.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <AdminCategoryCard category={c} onEdit={() => setEditing({ category: c })} onDelete={() => void destroy(c)} />
              </Grid>
            ))}
      </Grid>
      {editing && <CategoryDialog category={editing.category} onSave={(input) => save(input, editing.category)} onClose={() => setEditing(null)} />}
    </>
  );
}
