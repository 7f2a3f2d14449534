// A business module as the composition root (api/src/modules.ts) sees it: what it adds to the GraphQL schema, the /api
// router, the OpenAPI document, each GraphQL request's loaders and the access log. Platform code reads descriptors and
// never names a module; adding a module is one entry in modules.ts (docs/decisions/0015-modules-on-a-platform.md).
// Every module's descriptor (<module>.module.ts) imports this file before its resolvers: type-graphql's decorators
// need the metadata polyfill loaded first, whichever entry point (server, seed, CLI, test) reached the module.
import 'reflect-metadata';
import type { Router } from 'express';
import type { Prisma } from '../generated/prisma/client';
import type { RestTag } from './rest/openapi';

/**
 * `S` is the services the module's routes and loaders use (its own and those it calls in other modules); the
 * composition root hands every module the same object, and the compiler checks that it has what each one asks for.
 */
export interface ShopModule<S = never> {
  name: string;
  /** type-graphql resolver classes */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: Function[];
  /** its /api routes, mounted in the order of the module list */
  routes?: (services: S) => Router[];
  /** its /api routes as the OpenAPI document shows them, one tag per group */
  openapi?: RestTag[];
  /** the DataLoaders it adds to every GraphQL request's context (created afresh per request) */
  loaders?: (services: S) => object;
  /** its demo rows for an empty database, written in the seed's one transaction (api/src/seed/seed.ts) */
  seed?: (tx: Prisma.TransactionClient) => Promise<void>;
  /** URL path prefixes whose next segment is a credential (e.g. an order's access token): logs show `[token]` there */
  secretPaths?: string[];
  /**
   * Never set: it carries `S`, so that listing the module among `ShopModule<Services>` makes the compiler check that
   * the root's services have what the module's resolvers, routes and loaders use (even a module with resolvers only).
   */
  readonly uses?: (services: S) => void;
}

/** Declares a module; the type parameter says which services it uses. */
export const shopModule = <S>(module: ShopModule<S>): ShopModule<S> => module;
