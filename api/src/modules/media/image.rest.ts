// Uploading product photos (POST /api/images, multipart field "file") and serving them
// (GET /media/images/<id>.webp, GET /media/images/<id>/<width>.<avif|webp>).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer, { MulterError } from 'multer';
import type { MediaServices } from './media.context';
import { AppError, ValidationError } from '../../platform/common/errors';
import { handle } from '../../platform/rest/handle';
import { contextOf } from '../../platform/auth/request-context';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, type ImageFormat, type ImageService } from './image.service';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');

/** The multipart body, its size and field errors as the shop's 4xx. */
function readFile(req: Request, res: Response): Promise<Express.Multer.File | undefined> {
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve(req.file);
      if (err instanceof MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          res.setHeader('Connection', 'close'); // the rest of an oversized body (sent without a size) is not read either
          return reject(new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge));
        }
        return reject(ValidationError.field('file', 'Send one picture, as the form field "file"'));
      }
      reject(ValidationError.field('file', 'The upload could not be read; send it as multipart/form-data'));
    });
  });
}

/**
 * Refuses an upload before multer reads its body: a caller without catalogue_write, or a declared
 * size over the limit. The connection is closed with the answer, so the unread rest is never taken in.
 */
const admitUpload =
  (images: ImageService): RequestHandler =>
  (req, res, next) => {
    const length = req.headers['content-length'];
    try {
      images.admit(contextOf(res), length === undefined ? undefined : Number(length));
      next();
    } catch (e) {
      res.setHeader('Connection', 'close');
      next(e);
    }
  };

export function imageRoutes(services: MediaServices): Router {
  const r = Router();
  r.post(
    '/images',
    admitUpload(services.images),
    handle(async (ctx, req) => {
      const file = await readFile(req, req.res!);
      // multer reads the name as latin1; browsers send UTF-8
      return services.images.upload(ctx, file && { buffer: file.buffer, originalName: Buffer.from(file.originalname, 'latin1').toString('utf8') });
    }, 201),
  );
  return r;
}

const YEAR = 365 * 24 * 3600 * 1000;

/** The stored pictures and their widths; mounted at the app root. Unknown ones answer 404 `{ message }`. */
export function imageFilesRouter(images: ImageService): Router {
  const r = Router();
  const send = (res: Response, path: string | null, type: string) => {
    if (!path) return res.status(404).json({ message: 'Image not found' });
    res.type(type).sendFile(path, { maxAge: YEAR, immutable: true, dotfiles: 'deny' });
  };
  r.get('/media/images/:file', async (req, res, next) => {
    try {
      const match = /^([0-9a-f-]{36})\.webp$/.exec(req.params.file);
      send(res, match ? await images.file(match[1], null, 'webp') : null, 'image/webp');
    } catch (e) {
      next(e);
    }
  });
  r.get('/media/images/:id/:file', async (req, res, next) => {
    try {
      const match = /^(\d{3,4})\.(avif|webp)$/.exec(req.params.file);
      const format = (match?.[2] ?? 'webp') as ImageFormat;
      send(res, match ? await images.file(req.params.id, Number(match[1]), format) : null, `image/${format}`);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
