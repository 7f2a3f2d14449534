// Mark as paid: the courier collected a pay-on-delivery order's total. The amount is the
// total (prefilled; the server refuses any other), the day defaults to today.
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { AdminMarkOrderPaidDocument, type AdminOrderDetailsFragment, type MarkOrderPaidInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { formatINR, shortId, toDateInput } from '@/lib/format';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import { usePaymentAction } from './use-payment-action';
import { markPaidSchema, markPaidValues, toMarkPaidInput, type MarkPaidValues } from './payment-schemas';

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };

export function MarkPaidDialog({ order, onClose }: { order: AdminOrderDetailsFragment; onClose: () => void }) {
  const send = usePaymentAction<MarkOrderPaidInput>(AdminMarkOrderPaidDocument, 'Payment recorded', 'Failed to record the payment');
  const formik = useFormDialog<MarkPaidValues>({
    initialValues: markPaidValues(order),
    schema: markPaidSchema(order),
    onSave: (v) => send(toMarkPaidInput(order.id, v)),
    onClose,
  });
  const dates = { inputLabel: { shrink: true }, htmlInput: { min: toDateInput(order.createdAt), max: toDateInput(new Date().toISOString()) } };
  return (
    <FormDialog
      open
      title={`Mark Order #${shortId(order.id)} as Paid`}
      submitLabel="Mark as paid"
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        {`Pay on delivery: record the ${formatINR(order.total)} the courier collected.`}
      </Typography>
      <FormTextField
        formik={formik}
        idPrefix="mark-paid"
        name="amount"
        label="Amount received"
        type="number"
        required
        slotProps={rupee}
        helperText="The order total"
      />
      <FormTextField formik={formik} idPrefix="mark-paid" name="paidOn" label="Paid on" type="date" required slotProps={dates} />
      <FormTextField formik={formik} idPrefix="mark-paid" name="note" label="Note" helperText="Optional: cash, a UPI reference…" />
    </FormDialog>
  );
}
