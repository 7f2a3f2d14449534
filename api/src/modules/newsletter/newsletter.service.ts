// Newsletter sign-ups from the footer box. Subscribing is idempotent: a second sign-up of the
// same address (in any letter case, even concurrently) answers alreadySubscribed, never an error.
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { parseInput } from '../../platform/input/validate';
import { subscribeSchema } from './newsletter.schemas';
import type { Throttles } from '../../platform/rate-limits/throttle';

export interface NewsletterSubscription {
  email: string;
  alreadySubscribed: boolean;
}

export class NewsletterService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
  ) {}

  async subscribe(ctx: RequestContext, input: unknown): Promise<NewsletterSubscription> {
    const { email } = parseInput(subscribeSchema, input);
    await this.throttles.consume('newsletter-ip', ctx.ip);
    // INSERT … ON CONFLICT DO NOTHING: no unique-violation race, and the count says which case it was.
    const { count } = await this.prisma.newsletterSubscriber.createMany({ data: [{ email }], skipDuplicates: true });
    return { email, alreadySubscribed: count === 0 };
  }
}
