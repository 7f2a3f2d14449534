// Product photos through the real app: uploads of real image files (and fakes), what is stored,
// and the widths served from it.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { adminSession, createCustomer, createTestShop, type TestShop } from '../../test/harness';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from './image.service';

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  adminToken = (await adminSession(shop)).token;
});
afterAll(() => shop.close());

/** A real picture: a gradient-ish block of colour, encoded as `format`. */
async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number, options: { orientation?: number } = {}) {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 142, g: 36, b: 77 } } });
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  return img.toFormat(format).toBuffer();
}

const uploadAs = (token: string | null, body: Buffer, name: string) => {
  const req = shop.http.post('/api/images');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.attach('file', body, name);
};

const binary = (res: import('supertest').Response) => res.body as Buffer;
/** supertest's parser for a binary body (its types name the stream a Response). */
const parseBinary = (res: import('supertest').Response, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

it('stores an upright, metadata-free master and serves it with a year-long immutable cache', async () => {
  // 1600 × 1200 as stored, EXIF orientation 6: a phone photo held upright, 1200 × 1600 as seen.
  const res = await uploadAs(adminToken, await picture('jpeg', 1600, 1200, { orientation: 6 }), 'kurta-front.JPG');
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ id: expect.any(String), url: `/media/images/${res.body.id}.webp`, width: 1200, height: 1600 });

  const master = await shop.http.get(res.body.url).buffer(true).parse(parseBinary);
  expect(master.status).toBe(200);
  expect(master.headers['content-type']).toBe('image/webp');
  expect(master.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(binary(master)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 1600]);
  expect(meta.orientation).toBeUndefined();
  expect(meta.exif).toBeUndefined();

  const row = await shop.db.prisma.image.findUniqueOrThrow({ where: { id: res.body.id } });
  expect(row).toMatchObject({ width: 1200, height: 1600, format: 'jpeg', fileName: 'kurta-front.JPG' });
});

it('serves the srcset widths in AVIF and WebP, made on first request, and nothing else', async () => {
  const { body } = await uploadAs(adminToken, await picture('png', 2000, 1500), 'saree.png').expect(201);
  for (const [file, type, width] of [
    ['640.avif', 'image/avif', 640],
    ['640.webp', 'image/webp', 640],
    ['1600.webp', 'image/webp', 1600],
  ] as const) {
    const res = await shop.http.get(`/media/images/${body.id}/${file}`).buffer(true).parse(parseBinary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await sharp(binary(res)).metadata()).width).toBe(width);
  }
  // the second request is the kept file
  await shop.http.get(`/media/images/${body.id}/640.avif`).expect(200);
  await shop.http.get(`/media/images/${body.id}/500.webp`).expect(404, { message: 'Image not found' });
  await shop.http.get(`/media/images/${body.id}/640.gif`).expect(404);
  await shop.http.get('/media/images/00000000-0000-4000-8000-000000000000.webp').expect(404);
  await shop.http.get('/media/images/..%2F..%2Fjwt-secret').expect(404);
  await shop.http.get(`/media/images/${body.id}/..%2Fmaster.webp`).expect(404);
});

it('accepts WebP too', async () => {
  await uploadAs(adminToken, await picture('webp', 800, 800), 'dupatta.webp').expect(201);
});

it.each([
  ['a PNG named .jpg', () => picture('png', 800, 600), 'photo.jpg', 'This file is a PNG picture but its name ends in .jpg; rename it or export it again as JPEG'],
  ['a GIF', () => picture('gif', 800, 600), 'photo.gif', 'Upload a JPEG, PNG or WebP photo (this file is GIF)'],
  ['text named .jpg', async () => Buffer.from('this is not a picture at all, just words'), 'photo.jpg', IMAGE_MESSAGES.notImage],
  ['a JPEG named .txt', () => picture('jpeg', 800, 600), 'photo.txt', IMAGE_MESSAGES.badName],
  ['a picture too small', () => picture('jpeg', 200, 150), 'small.jpg', 'The picture is 200 × 150 pixels; it must be at least 300 pixels on each side'],
  ['a picture too long', () => picture('png', 8100, 300), 'banner.png', 'The picture is 8100 × 300 pixels; it must be at most 8000 pixels on each side'],
])('refuses %s with a clear message', async (_what, make, name, message) => {
  const res = await uploadAs(adminToken, await make(), name);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message, errors: { file: message } });
});

/** A PNG chunk: length, type, data and the CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

it('refuses a PNG whose header is fine but whose pixels cannot be decoded (400, not 500)', async () => {
  // A valid header claiming 8000 × 8000 RGB, then a few rows of pixel data and no end: the header
  // passes every check, the decoding fails.
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8000, 0);
  header.writeUInt32BE(8000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, standard filters, not interlaced
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(3 * 8000 + 1)).subarray(0, 40)),
  ]);
  const res = await uploadAs(adminToken, png, 'huge.png');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: IMAGE_MESSAGES.notImage, errors: { file: IMAGE_MESSAGES.notImage } });
});

describe('refusing before the body is read', () => {
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => shop.httpServer.listen(0, '127.0.0.1', resolve));
    port = (shop.httpServer.address() as AddressInfo).port;
  });

  /**
   * Sends the headers of a 10 MB upload and its first 64 KB, never the rest: what the server answers
   * (it must not wait for the body) and whether it then closed the connection.
   */
  function partialUpload(headers: Record<string, string>): Promise<{ response: string; closed: boolean }> {
    return new Promise((resolve, reject) => {
      let response = '';
      const head = [
        'POST /api/images HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: multipart/form-data; boundary=xyz',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        '',
        '',
      ].join('\r\n');
      const first = Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'),
        Buffer.alloc(64 * 1024),
      ]);
      const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(head), first])));
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer to a partial body within 3 s; the server sent: ${response}`));
      }, 3000);
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => {}); // a reset of the unread rest is fine
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve({ response, closed: true });
      });
    });
  }

  it('a guest gets 401 after the first chunk of a large body, and the connection is closed', async () => {
    const { response, closed } = await partialUpload({ 'Content-Length': String(MAX_UPLOAD_BYTES) });
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(closed).toBe(true);
  });

  it('a customer gets 403 the same way', async () => {
    const customer = await createCustomer(shop);
    const { response } = await partialUpload({ 'Content-Length': String(MAX_UPLOAD_BYTES), Authorization: `Bearer ${customer.token}` });
    expect(response).toMatch(/^HTTP\/1\.1 403 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('an admin declaring more than 10 MB gets 413 without sending the body', async () => {
    const { response } = await partialUpload({ 'Content-Length': String(MAX_UPLOAD_BYTES * 2), Authorization: `Bearer ${adminToken}` });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).toContain(JSON.stringify({ message: IMAGE_MESSAGES.tooLarge }));
  });
});

it('refuses a file over 10 MB (413), a missing file, and anyone but the admin', async () => {
  const big = await uploadAs(adminToken, Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'huge.png');
  expect(big.status).toBe(413);
  expect(big.body.message).toBe(IMAGE_MESSAGES.tooLarge);
  const none = await shop.http.post('/api/images').set('authorization', `Bearer ${adminToken}`).send({});
  expect(none.status).toBe(400);
  expect(none.body.errors).toEqual({ file: IMAGE_MESSAGES.missing });
  const customer = await createCustomer(shop);
  expect((await uploadAs(customer.token, await picture('jpeg', 800, 600), 'x.jpg')).status).toBe(403);
  expect((await uploadAs(null, await picture('jpeg', 800, 600), 'x.jpg')).status).toBe(401);
});

it('puts uploaded photos on a product with alt text per picture, kept with its picture when the list is re-ordered', async () => {
  const [front, back] = await Promise.all([
    uploadAs(adminToken, await picture('jpeg', 900, 1200), 'front.jpg').expect(201),
    uploadAs(adminToken, await picture('jpeg', 900, 1200), 'back.jpg').expect(201),
  ]);
  const category = await shop.db.prisma.category.findFirstOrThrow();
  const created = await shop.http
    .post('/api/products')
    .set('authorization', `Bearer ${adminToken}`)
    .send({
      name: 'Photo Kurta',
      price: '999.00',
      categoryId: category.id,
      images: [front.body.url, back.body.url, 'https://cdn.example.in/kurta-side.jpg'],
      imageAlts: ['Maroon kurta, front', 'Maroon kurta, back'],
      stock: 5,
    })
    .expect(201);
  expect(created.body.imageAlts).toEqual(['Maroon kurta, front', 'Maroon kurta, back', '']);

  // A client that only knows `images` (spec §7) re-orders them: each alt text stays with its picture.
  const { imageAlts: _alts, ...rest } = created.body as Record<string, unknown>;
  const reordered = await shop.http
    .put(`/api/products/${created.body.id}`)
    .set('authorization', `Bearer ${adminToken}`)
    .send({ ...rest, images: [back.body.url, front.body.url] })
    .expect(200);
  expect(reordered.body.imageAlts).toEqual(['Maroon kurta, back', 'Maroon kurta, front']);

  const gql = await shop.http.post('/graphql').send({ query: `{ product(id: "${created.body.id}") { images imageAlts } }` });
  expect(gql.body.data.product).toEqual({ images: [back.body.url, front.body.url], imageAlts: ['Maroon kurta, back', 'Maroon kurta, front'] });

  const tooMany = await shop.http
    .put(`/api/products/${created.body.id}`)
    .set('authorization', `Bearer ${adminToken}`)
    .send({ ...rest, images: [front.body.url], imageAlts: ['one', 'two'] });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors).toEqual({ imageAlts: 'Give at most one alt text per image' });
});
