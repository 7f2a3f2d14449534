// 'Hide review': the reason is required and kept (admins see it; the shopper does not).
import * as yup from 'yup';
import type { AdminReviewFragment } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { ReviewQuote } from './review-quote';

export const REASON_MAX = 500;

const schema = yup.object({
  reason: yup.string().trim().required('A reason is required').max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`),
});

interface Props {
  review: AdminReviewFragment;
  onHide: (reason: string) => Promise<SaveResult>;
  onClose: () => void;
}

export function HideReviewDialog({ review, onHide, onClose }: Props) {
  const formik = useFormDialog({ initialValues: { reason: '' }, schema, onSave: (v) => onHide(v.reason.trim()), onClose });
  return (
    <FormDialog open title="Hide review" submitLabel="Hide" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit}>
      <ReviewQuote review={review} />
      <FormTextField
        formik={formik}
        name="reason"
        label="Why hide it?"
        required
        multiline
        minRows={2}
        autoFocus
        helperText="Kept for the shop's records; the customer's review leaves the product page and its rating."
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
