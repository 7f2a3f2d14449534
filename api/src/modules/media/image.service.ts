// Product photos uploaded by the admin, processed with sharp.
//
// An upload is checked by its content, not its name: a JPEG, PNG or WebP picture (a file whose name
// says otherwise is refused, so a mislabelled export is caught), at most 10 MB, 300 to 8000 pixels
// on each side. It is stored once as a master — turned upright from its EXIF orientation, every
// metadata stripped (a phone photo's GPS position never reaches shoppers), at most 2400 px, WebP —
// in DATA_DIR/images/<id>/master.webp, and its URL /media/images/<id>.webp goes into the product's
// images like any other URL. The widths a page asks for (320…1600 px, AVIF or WebP) are made from
// the master on first request and kept next to it; they never change, so they are served with a
// year-long immutable cache. A bigger shop would put this folder on object storage (docs/operations.md).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { AppError, ValidationError } from '../../platform/common/errors';
import { requireScope } from '../../platform/auth/guards';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope around the file (boundaries, part headers, a few small fields). */
const ENVELOPE_BYTES = 64 * 1024;
export const MIN_SIDE = 300;
export const MAX_SIDE = 8000;
const MASTER_SIDE = 2400;
/** The widths served for srcset; anything else is 404, so nobody can make the server render arbitrary sizes. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const ACCEPTED = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const;
type Accepted = keyof typeof ACCEPTED;
const EXTENSIONS: Record<string, Accepted> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const IMAGE_MESSAGES = {
  missing: 'Choose a picture to upload',
  tooLarge: `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; export it smaller and try again`,
  notImage: 'This file is not a picture we can read; upload a JPEG, PNG or WebP photo',
  badName: 'The file name must end in .jpg, .jpeg, .png or .webp',
} as const;

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

export interface ImageView {
  id: string;
  /** the URL to put in a product's images */
  url: string;
  width: number;
  height: number;
}

export const imageUrlOf = (id: string) => `/media/images/${id}.webp`;

export class ImageService {
  private readonly making = new Map<string, Promise<string>>();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly dir: string,
  ) {}

  /**
   * Whether an upload may start, from what is known before its body is read: the caller (admin, or
   * an API key with catalogue_write) and the size it declares. Refusing here keeps a stranger's 10 MB
   * out of memory; `upload` checks both again on what actually arrived.
   */
  admit(ctx: RequestContext, declaredBytes: number | undefined): void {
    requireScope(ctx, 'catalogue_write');
    if (declaredBytes !== undefined && declaredBytes > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    }
  }

  /** (admin, or an API key with catalogue_write) Checks and stores a picture; answers its URL. */
  async upload(ctx: RequestContext, file: UploadedFile | undefined): Promise<ImageView> {
    requireScope(ctx, 'catalogue_write');
    if (!file || !file.buffer.length) throw ValidationError.field('file', IMAGE_MESSAGES.missing);
    if (file.buffer.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    const format = await this.check(file);
    const id = randomUUID();
    const folder = join(this.dir, id);
    await mkdir(folder, { recursive: true });
    try {
      const { data: master, info } = await this.master(file);
      const tmp = join(folder, `master.${process.pid}.tmp`);
      await writeFile(tmp, master);
      await rename(tmp, join(folder, 'master.webp'));
      const name = file.originalName.slice(0, 200);
      await this.prisma.image.create({ data: { id, width: info.width, height: info.height, format, bytes: file.buffer.length, fileName: name } });
      return { id, url: imageUrlOf(id), width: info.width, height: info.height };
    } catch (e) {
      await rm(folder, { recursive: true, force: true });
      throw e;
    }
  }

  /**
   * The stored master, made in memory so that a decoding failure is told apart from a failure to
   * write it: a header that reads well over pixels that do not (truncated, corrupt) is the caller's
   * file, a 400 like any unreadable picture.
   */
  private async master(file: UploadedFile): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
    try {
      return await sharp(file.buffer, { limitInputPixels: MAX_SIDE * MAX_SIDE })
        .rotate() // upright from EXIF; the output carries no metadata
        .resize({ width: MASTER_SIDE, height: MASTER_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 88 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw ValidationError.field('file', IMAGE_MESSAGES.notImage);
    }
  }

  private async check(file: UploadedFile): Promise<Accepted> {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(file.buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw ValidationError.field('file', IMAGE_MESSAGES.notImage);
    }
    const format = meta.format as string;
    if (!(format in ACCEPTED)) {
      throw ValidationError.field('file', `Upload a JPEG, PNG or WebP photo (this file is ${format.toUpperCase()})`);
    }
    const named = EXTENSIONS[extname(file.originalName).toLowerCase()];
    if (!named) throw ValidationError.field('file', IMAGE_MESSAGES.badName);
    if (named !== format) {
      throw ValidationError.field(
        'file',
        `This file is a ${ACCEPTED[format as Accepted]} picture but its name ends in ${extname(file.originalName)}; rename it or export it again as ${ACCEPTED[named]}`,
      );
    }
    // Sides as the picture is seen (EXIF orientations 5–8 turn it a quarter).
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    if (Math.min(width, height) < MIN_SIDE) {
      throw ValidationError.field('file', `The picture is ${width} × ${height} pixels; it must be at least ${MIN_SIDE} pixels on each side`);
    }
    if (Math.max(width, height) > MAX_SIDE) {
      throw ValidationError.field('file', `The picture is ${width} × ${height} pixels; it must be at most ${MAX_SIDE} pixels on each side`);
    }
    return format;
  }

  /** The file of a stored picture: its master (no width), or a width in a format, made on first request; null when unknown. */
  async file(id: string, width: number | null, format: ImageFormat | 'webp'): Promise<string | null> {
    if (!UUID.test(id)) return null;
    const master = join(this.dir, id, 'master.webp');
    if (!existsSync(master)) return null;
    if (width === null) return master;
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !(IMAGE_FORMATS as readonly string[]).includes(format)) return null;
    const target = join(this.dir, id, `${width}.${format}`);
    if (existsSync(target)) return target;
    // One rendering per file at a time in this process; across processes the rename is atomic.
    let pending = this.making.get(target);
    if (!pending) {
      pending = this.render(master, target, width, format).finally(() => this.making.delete(target));
      this.making.set(target, pending);
    }
    return pending;
  }

  private async render(master: string, target: string, width: number, format: ImageFormat): Promise<string> {
    const tmp = `${target}.${process.pid}.${randomUUID()}.tmp`;
    const pipeline = sharp(master).resize({ width, withoutEnlargement: true });
    await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 80 })).toFile(tmp);
    await rename(tmp, target);
    return target;
  }
}
