// The JSON body parsers, with their size limits stated once. What a too-large body gets is in
// errors.ts (413 { message } naming the limit).
import express, { type RequestHandler } from 'express';

/**
 * /api and /graphql. The largest requests the shop makes are the admin's: a product with its
 * description and up to 20 image URLs, or a content page, a few KB to some 100 KB; a shopper's
 * checkout is a few KB. 1 MB leaves room without letting one request hold much memory.
 */
export const JSON_BODY_LIMIT = '1mb';

export const jsonBody = (limit: string = JSON_BODY_LIMIT): RequestHandler => express.json({ limit });
