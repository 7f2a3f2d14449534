// The Select Options dialog's content and buttons: the product's variants are read when it opens
// (fresh from the server, the cached copy meanwhile); loading and failure are shown in place.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectOptionsVariantsDocument, type ProductCardFragment } from '@/graphql/graphql';
import { formatINR } from '@/lib/format';
import { choiceComplete, variantFor, type OptionChoice, type VariantStock } from '@/lib/variants/variant-options';
import { VariantPicker } from './variant-picker';

interface SelectOptionsBodyProps {
  product: ProductCardFragment;
  choice: OptionChoice;
  adding: boolean;
  onChange(choice: OptionChoice): void;
  onConfirm(variant: VariantStock): void;
  onCancel(): void;
}

export function SelectOptionsBody({ product, choice, adding, onChange, onConfirm, onCancel }: SelectOptionsBodyProps) {
  const { data, error, refetch } = useQuery(SelectOptionsVariantsDocument, { variables: { id: product.id }, fetchPolicy: 'cache-and-network' });
  const variants = data?.product?.variants;
  // the server answered null: the product was taken off the shop since the grid was loaded
  const gone = !!data && !data.product;
  const variant = variants && choiceComplete(product, choice) ? variantFor(variants, choice) : null;
  const canAdd = !adding && !!variant && variant.stock > 0;

  return (
    <>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
        <Typography color="primary" sx={{ fontWeight: 700, mb: 2 }}>
          {formatINR(product.price)}
        </Typography>
        <Stack spacing={2.5}>
          <VariantPicker sizes={product.sizes} colors={product.colors} variants={variants ?? []} choice={choice} onChange={onChange} disabled={adding || !variants} />
          {gone && <Alert severity="warning">This product is no longer available.</Alert>}
          {!variants && !error && !gone && <LinearProgress aria-label="Checking which options are in stock" />}
          {!variants && error && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Try again</Button>}>
              Could not check which options are in stock.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={adding}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => variant && onConfirm(variant)} disabled={!canAdd}>
          {adding ? 'Adding...' : 'Add to Cart'}
        </Button>
      </DialogActions>
    </>
  );
}
