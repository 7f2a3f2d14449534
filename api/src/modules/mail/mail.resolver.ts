import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { MailContext } from './mail.context';
import { listCost } from '../../platform/graphql/limits';
import { orNull, payload } from '../../platform/graphql/payload';
import { EmailErrors, EmailMessageType, EmailPage, EmailPayload } from './mail.type';
import { EmailListArgs, ResendEmailInput } from './mail.input';

@Resolver()
export class MailResolver {
  @Authorized('admin')
  @Query(() => EmailPage, { complexity: listCost, description: '(admin) The e-mails the shop wrote, newest first, with how sending went' })
  emails(@Args() args: EmailListArgs, @Ctx() { ctx, services }: MailContext) {
    return services.mail.list(ctx, args);
  }

  @Authorized('admin')
  @Query(() => EmailMessageType, { nullable: true, description: '(admin) One e-mail with its HTML and text; null when there is none with this id' })
  email(@Arg('id', () => ID, { description: 'The e-mail’s id' }) id: string, @Ctx() { ctx, services }: MailContext) {
    return orNull(() => services.mail.get(ctx, id));
  }

  @Authorized('admin')
  @Mutation(() => EmailPayload, {
    description: '(admin) Sends an e-mail again now, with a fresh set of attempts (a failed one, or another copy of a sent or kept one). EMAIL_SENDING_OFF without SMTP_URL',
  })
  resendEmail(@Arg('input', { description: 'The e-mail' }) { id }: ResendEmailInput, @Ctx() { ctx, services }: MailContext) {
    return payload(EmailErrors, async () => ({ email: await services.mail.resend(ctx, id) }));
  }
}
