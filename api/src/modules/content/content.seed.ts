// The demo shop's site content for an empty database (ShopModule.seed), in the seed's transaction.
import type { Prisma } from '../../generated/prisma/client';
import { seedContent } from './content.data';

export async function seedContentSections(tx: Prisma.TransactionClient): Promise<void> {
  for (const [section, data] of Object.entries(seedContent)) {
    await tx.content.create({ data: { section, data: data as object } });
  }
}
