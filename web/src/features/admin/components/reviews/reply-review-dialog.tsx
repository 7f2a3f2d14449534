// 'Reply to review': the shop's public answer under the review; saving it empty removes it.
import * as yup from 'yup';
import type { AdminReviewFragment } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { ReviewQuote } from './review-quote';

export const REPLY_MAX = 2000;

const schema = yup.object({ reply: yup.string().trim().max(REPLY_MAX, `Reply must be at most ${REPLY_MAX} characters`) });

interface Props {
  review: AdminReviewFragment;
  onReply: (reply: string) => Promise<SaveResult>;
  onClose: () => void;
}

export function ReplyReviewDialog({ review, onReply, onClose }: Props) {
  const formik = useFormDialog({ initialValues: { reply: review.reply ?? '' }, schema, onSave: (v) => onReply(v.reply), onClose });
  return (
    <FormDialog open title="Reply to review" submitLabel="Save reply" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit}>
      <ReviewQuote review={review} />
      <FormTextField
        formik={formik}
        name="reply"
        label="Response from the shop"
        multiline
        minRows={3}
        autoFocus
        helperText="Shown publicly under the review. Leave empty to remove the reply."
        slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
      />
    </FormDialog>
  );
}
