// The product dialog's pictures: uploads (fetch mocked as the server answers), per-file errors,
// alt text sent by position, reordering and removing.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategoryFragment, AdminProductFragment } from '@/graphql/graphql';
import { ProductDialog } from './product-dialog';

const categories: AdminCategoryFragment[] = [
  { __typename: 'Category', id: 'c-men', name: 'Men', slug: 'men', description: null, image: null, productCount: 3 },
];
const UPLOADED = '/media/images/0b6f3c2e-8a4d-4c1e-9f2a-5d7e8b9c0a1b.webp';

const product: AdminProductFragment = {
  __typename: 'Product',
  id: 'p1',
  name: 'Cotton Kurta',
  description: '',
  price: '899.00',
  originalPrice: null,
  categoryId: 'c-men',
  category: { __typename: 'Category', id: 'c-men', name: 'Men' },
  images: ['/media/products/kurta.svg', 'https://cdn.example/kurta-back.jpg'],
  imageAlts: ['Kurta, front', ''],
  sizes: [],
  colors: [],
  stock: 3,
  inStock: true,
  soldOutVariants: 0,
  lowStock: false,
  waitingAlerts: 0,
  featured: false,
  variants: [{ __typename: 'ProductVariant', id: 'v1', sku: 'KUR', size: null, color: null, stock: 3, waitingAlerts: 0 }],
};

function open() {
  const onSave = vi.fn(async () => ({ ok: true as const }));
  render(<ProductDialog product={product} categories={categories} onSave={onSave} onClose={vi.fn()} />);
  return { onSave, dialog: screen.getByRole('dialog') };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('product pictures', { timeout: 30_000 }, () => {
  it('uploads each photo with the admin’s token, adds the returned URL, and shows the server’s or the browser’s refusal per file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fetchMock
      .mockResolvedValueOnce(json(201, { id: 'x', url: UPLOADED, width: 1200, height: 1500 }))
      .mockResolvedValueOnce(json(400, { message: 'Check the highlighted fields', errors: { file: 'The picture is too small: at least 300 × 300 px' } }));
    const { dialog, onSave } = open();
    await user.upload(within(dialog).getByLabelText('Upload photos'), [
      file('front.jpg', 'image/jpeg'),
      file('tiny.png', 'image/png'),
      file('anim.gif', 'image/gif'),
      file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
    ]);
    expect(await within(dialog).findByText(/tiny\.png: The picture is too small/)).toBeInTheDocument();
    expect(within(dialog).getByText('anim.gif: Choose a JPEG, PNG or WebP photo')).toBeInTheDocument();
    expect(within(dialog).getByText(/huge\.jpg: The picture is larger than 10 MB/)).toBeInTheDocument();
    // only the two the browser accepts reach the server, as multipart "file" with the bearer token
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/images');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ authorization: 'Bearer admin-token' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(dialog).getByLabelText(/^Image URLs/)).toHaveValue(`/media/products/kurta.svg\nhttps://cdn.example/kurta-back.jpg\n${UPLOADED}`);

    await user.type(within(dialog).getByLabelText('Alt text, picture 3'), 'Kurta, side');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss the error about anim.gif' }));
    expect(within(dialog).queryByText(/anim\.gif/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        images: ['/media/products/kurta.svg', 'https://cdn.example/kurta-back.jpg', UPLOADED],
        imageAlts: ['Kurta, front', '', 'Kurta, side'],
      }),
    );
  });

  it('says when the server cannot be reached or refuses the size', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(413, { message: 'The picture is larger than 10 MB; export it smaller and try again' }));
    const { dialog } = open();
    await user.upload(within(dialog).getByLabelText('Upload photos'), [file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp')]);
    expect(await within(dialog).findByText(/a\.jpg: The upload did not reach the server/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/b\.webp: The picture is larger than 10 MB/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Image URLs/)).toHaveValue('/media/products/kurta.svg\nhttps://cdn.example/kurta-back.jpg');
  });

  it('reorders (the first is the main picture) and removes pictures; each alt text goes with its picture', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = open();
    const list = within(dialog).getByRole('list', { name: 'Pictures, main first' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Main picture');
    expect(within(dialog).getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Drag picture 2 to reorder' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Move picture 2 up' }));
    expect(within(dialog).getByLabelText(/^Image URLs/)).toHaveValue('https://cdn.example/kurta-back.jpg\n/media/products/kurta.svg');
    expect(within(dialog).getByLabelText('Alt text, picture 2')).toHaveValue('Kurta, front');
    await user.type(within(dialog).getByLabelText('Alt text, picture 1'), 'Kurta, back');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ images: ['https://cdn.example/kurta-back.jpg', '/media/products/kurta.svg'], imageAlts: ['Kurta, back', 'Kurta, front'] }),
    );
  });

  it('removes a picture, and the last removal leaves the required message', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    expect(within(dialog).getByLabelText(/^Image URLs/)).toHaveValue('https://cdn.example/kurta-back.jpg');
    expect(within(dialog).getByLabelText('Alt text, picture 1')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    expect(within(dialog).queryByRole('list', { name: 'Pictures, main first' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('At least one image is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
