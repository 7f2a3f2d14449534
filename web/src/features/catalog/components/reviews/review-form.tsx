// The review dialog's form (see review-dialog.tsx).
import { useId } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewItemFragment } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { boughtLine, FIT_LABELS, FITS } from './fit-labels';
import { BODY_MAX, EMPTY_REVIEW, reviewSchema, TITLE_MAX, type ReviewValues } from './review-schema';
import { useSaveReview } from './use-save-review';

interface ReviewFormProps {
  productId: string;
  productName: string;
  size: string | null;
  color: string | null;
  review: ReviewItemFragment | null;
  submitLabel: string;
  onClose(): void;
}

const valuesOf = (review: ReviewItemFragment | null): ReviewValues =>
  review ? { rating: review.rating, title: review.title, body: review.body, fit: review.fit ?? '' } : EMPTY_REVIEW;

export function ReviewForm({ productId, productName, size, color, review, submitLabel, onClose }: ReviewFormProps) {
  const id = useId();
  // an existing review keeps the size it was written for
  const sizeBought = review ? review.size : size;
  const colorBought = review ? review.color : color;
  const save = useSaveReview(productId, review?.id ?? null, !!sizeBought);
  const formik = useFormik<ReviewValues>({
    initialValues: valuesOf(review),
    validationSchema: reviewSchema,
    onSubmit: async (values, helpers) => {
      const result = await save(values);
      if (result.ok) return onClose();
      const known = Object.entries(result.fields).filter(([field]) => field in values);
      if (!known.length) return;
      helpers.setErrors(Object.fromEntries(known));
      await helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
    },
  });
  const ratingError = formik.touched.rating && formik.errors.rating;
  const fitError = formik.touched.fit && formik.errors.fit;
  const bought = boughtLine(sizeBought, colorBought);

  return (
    <form noValidate onSubmit={formik.handleSubmit} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{productName}</Typography>
            {bought && (
              <Typography variant="body2" color="text.secondary">
                {bought}
              </Typography>
            )}
          </div>
          {review?.status === 'HIDDEN' && (
            <Alert severity="warning">Hidden by the shop: your review is not shown on the product page. You can still edit it.</Alert>
          )}
          <FormControl error={!!ratingError} required>
            <FormLabel id={`${id}-rating`}>Your rating</FormLabel>
            <Rating
              name="rating"
              size="large"
              value={formik.values.rating || null}
              onChange={(_e, value) => {
                void formik.setFieldTouched('rating', true, false);
                void formik.setFieldValue('rating', value ?? 0);
              }}
              role="radiogroup"
              aria-labelledby={`${id}-rating`}
              sx={{ mt: 0.5 }}
            />
            {ratingError && <FormHelperText>{formik.errors.rating}</FormHelperText>}
          </FormControl>
          <FormTextField formik={formik} name="title" label="Title (optional)" slotProps={{ htmlInput: { maxLength: TITLE_MAX } }} />
          <FormTextField
            formik={formik}
            name="body"
            label="Your review (optional)"
            multiline
            minRows={4}
            helperText={`${formik.values.body.length} / ${BODY_MAX}`}
            slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
          />
          {sizeBought && (
            <FormControl error={!!fitError}>
              <FormLabel id={`${id}-fit`}>How does it fit?</FormLabel>
              <RadioGroup
                row
                name="fit"
                aria-labelledby={`${id}-fit`}
                value={formik.values.fit}
                onChange={(e) => void formik.setFieldValue('fit', e.target.value)}
              >
                {FITS.map((fit) => (
                  <FormControlLabel key={fit} value={fit} control={<Radio />} label={FIT_LABELS[fit]} />
                ))}
              </RadioGroup>
              {fitError && <FormHelperText>{formik.errors.fit}</FormHelperText>}
            </FormControl>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
