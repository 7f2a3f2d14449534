// Record refund: money given back for a cancelled order that was paid. Partial refunds
// are allowed; together they never exceed what was paid (prefilled: what is left).
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { AdminRecordRefundDocument, type AdminOrderDetailsFragment, type RecordRefundInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { formatINR, shortId } from '@/lib/format';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import { usePaymentAction } from './use-payment-action';
import { refundSchema, refundValues, toRefundInput, type RefundValues } from './payment-schemas';

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };

export function RefundDialog({ order, onClose }: { order: AdminOrderDetailsFragment; onClose: () => void }) {
  const { refundable, amountPaid } = order.paymentSummary;
  const send = usePaymentAction<RecordRefundInput>(AdminRecordRefundDocument, 'Refund recorded', 'Failed to record the refund');
  const formik = useFormDialog<RefundValues>({
    initialValues: refundValues(refundable),
    schema: refundSchema(refundable),
    onSave: (v) => send(toRefundInput(order.id, v)),
    onClose,
  });
  return (
    <FormDialog
      open
      title={`Record Refund for Order #${shortId(order.id)}`}
      submitLabel="Record refund"
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        {`Paid ${formatINR(amountPaid)}; up to ${formatINR(refundable)} can still be refunded.`}
      </Typography>
      <FormTextField formik={formik} idPrefix="refund" name="amount" label="Refund amount" type="number" required slotProps={rupee} />
      <FormTextField formik={formik} idPrefix="refund" name="note" label="Note" required multiline minRows={2} helperText="Why, and how the money went back" />
    </FormDialog>
  );
}
