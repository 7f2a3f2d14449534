// The review dialog: the server's limits mirrored (stars required, title ≤ 120, text ≤ 4000), the
// fit question only for a product bought in a size, create vs edit (hidden by the shop), the
// toasts, and the server's field errors on the inputs.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import { review } from './reviews.fixtures';
import { ReviewDialog, type ReviewDialogProps } from './review-dialog';

/** MUI's Rating reads the pointer's position over the stars (none in jsdom): choose by the radio itself. */
const chooseStars = (dialog: ReturnType<typeof within>, n: number) => fireEvent.click(dialog.getByRole('radio', { name: `${n} Stars` }));

function setup(props: Partial<ReviewDialogProps> = {}, answer?: unknown) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const onClose = vi.fn();
  const link = new ApolloLink((op) => {
    sent.push({ name: op.operationName ?? '', variables: op.variables });
    const input = op.variables.input as Record<string, unknown>;
    const saved = okPayload('ReviewPayload', {
      review: review(1, { ...input, fit: (input.fit as never) ?? null, title: (input.title as string) ?? '', body: (input.body as string) ?? '' }),
    });
    if (op.operationName === 'CreateReview') return of({ data: { createReview: answer ?? saved } });
    if (op.operationName === 'UpdateReview') return of({ data: { updateReview: answer ?? saved } });
    throw new Error(`unexpected ${op.operationName}`);
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <ReviewDialog open productId="p1" productName="Linen Kurta" size="M" color="Red" review={null} onClose={onClose} {...props} />
      </ToastProvider>
    </ApolloProvider>,
  );
  const dialog = within(screen.getByRole('dialog'));
  const submit = () => userEvent.click(dialog.getByRole('button', { name: props.review ? 'Save changes' : 'Submit review' }));
  return { sent, onClose, dialog, submit };
}

describe('ReviewDialog', { timeout: 20_000 }, () => {
  it('asks for a rating and refuses a title or text over the limits, sending nothing', async () => {
    const { dialog, submit, sent } = setup();
    await submit();
    expect(await dialog.findByText('Please choose a rating')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Title (optional)'), { target: { value: 'x'.repeat(121) } });
    fireEvent.change(dialog.getByLabelText('Your review (optional)'), { target: { value: 'y'.repeat(4001) } });
    await submit();
    expect(await dialog.findByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(dialog.getByText('Review must be at most 4000 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks how it fits only for a product bought in a size', async () => {
    const { dialog } = setup();
    expect(dialog.getByText('Size bought: M · Color: Red')).toBeInTheDocument();
    expect(dialog.getByRole('radiogroup', { name: 'How does it fit?' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Runs small' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'True to size' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Runs large' })).toBeInTheDocument();
  });

  it('no fit question without a size', async () => {
    const { dialog } = setup({ size: null, color: null });
    expect(dialog.queryByRole('radiogroup', { name: 'How does it fit?' })).not.toBeInTheDocument();
    expect(dialog.queryByText(/Size bought/)).not.toBeInTheDocument();
  });

  it('writes a first review with stars, text and fit; thanks the customer and closes', async () => {
    const { dialog, submit, sent, onClose } = setup();
    chooseStars(dialog, 4);
    await userEvent.type(dialog.getByLabelText('Title (optional)'), '  Lovely  ');
    await userEvent.click(dialog.getByRole('radio', { name: 'Runs small' }));
    await submit();
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'CreateReview', variables: { input: { productId: 'p1', rating: 4, title: 'Lovely', body: null, fit: 'RUNS_SMALL' } } }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits the customer’s review, saying when the shop hid it', async () => {
    const own = review(7, { rating: 2, title: 'Meh', body: 'Thin cloth', size: 'L', fit: 'RUNS_LARGE', status: 'HIDDEN' });
    const { dialog, submit, sent } = setup({ review: own, size: 'M' });
    expect(screen.getByRole('dialog', { name: 'Edit your review' })).toBeInTheDocument();
    expect(dialog.getByText(/Hidden by the shop/)).toBeInTheDocument();
    expect(dialog.getByText('Size bought: L')).toBeInTheDocument(); // the size of the review, not of the latest order
    expect(dialog.getByRole('radio', { name: 'Runs large' })).toBeChecked();
    chooseStars(dialog, 3);
    await submit();
    expect(await screen.findByText('Your review has been updated')).toBeInTheDocument();
    expect(sent[0]).toEqual({ name: 'UpdateReview', variables: { input: { id: 'r7', rating: 3, title: 'Meh', body: 'Thin cloth', fit: 'RUNS_LARGE' } } });
  });

  it('shows the server’s field message on the input and keeps the dialog open', async () => {
    const refused = refusedPayload('ReviewPayload', ['review'], 'ReviewError', {
      field: 'body',
      code: 'INVALID',
      message: 'Review must be at most 4000 characters',
    });
    const { dialog, submit, onClose } = setup({}, refused);
    chooseStars(dialog, 5);
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Fine');
    await submit();
    expect(await dialog.findByText('Review must be at most 4000 characters')).toBeInTheDocument();
    expect(screen.getByText('Could not save your review')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a customer who is not a verified buyer reads the server’s reason', async () => {
    const refused = refusedPayload('ReviewPayload', ['review'], 'ReviewError', {
      code: 'NOT_A_VERIFIED_BUYER',
      message: 'You can review this product once your order has been delivered',
    });
    const { dialog, submit } = setup({}, refused);
    chooseStars(dialog, 5);
    await submit();
    expect(await screen.findByText('You can review this product once your order has been delivered')).toBeInTheDocument();
  });
});
