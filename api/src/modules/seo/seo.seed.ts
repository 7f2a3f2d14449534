// The demo shop's SEO records for an empty database (ShopModule.seed), in the seed's transaction.
import type { Prisma } from '../../generated/prisma/client';
import { seedSeo } from './seo.data';

export async function seedSeoRecords(tx: Prisma.TransactionClient): Promise<void> {
  await tx.seoMeta.createMany({ data: seedSeo });
}
