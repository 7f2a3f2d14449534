// The two reset forms' yup rules against the server's (forgotPasswordSchema, resetPasswordSchema in
// account.schemas.ts): the same inputs accepted and refused, with the same words wherever the form shows
// the server's text. The reset link's token comes from the address, not the form, so it is not compared.
import {
  forgotPasswordSchema as serverForgot,
  PASSWORDS_DONT_MATCH,
  resetPasswordSchema as serverReset,
} from '../../../../api/src/modules/accounts/account.schemas';
import { PASSWORD_MIN, PASSWORDS_DIFFER } from '@/components/form/password-rules';
import { agreement, differ, expectVerdicts, lookupEmailRows, type Row } from '@/test/schema-agreement';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordValues, type ResetPasswordValues } from './reset-schemas';

const x = (n: number) => 'x'.repeat(n);

describe('forgot password: form and server agree', () => {
  const base: ForgotPasswordValues = { email: 'ravi@example.in' };
  // What ForgotPasswordPage sends.
  const sent = (v: ForgotPasswordValues) => ({ email: v.email.trim() });
  const verdicts = agreement(forgotPasswordSchema, serverForgot, base, sent);

  it('accept the base request on both sides', async () => {
    expect(await forgotPasswordSchema.isValid(base)).toBe(true);
    expect(serverForgot.safeParse(sent(base)).success).toBe(true);
  });

  it.each<Row>(lookupEmailRows('Valid email is required'))('email: %s', async (_label, value, expected) =>
    expectVerdicts(await verdicts('email', value), expected),
  );
});

describe('new password: form and server agree', () => {
  const base: ResetPasswordValues = { password: 'better', confirmPassword: 'better' };
  // What ResetPasswordPage sends, with the token from the link.
  const sent = (v: ResetPasswordValues) => ({ token: 'a-token-from-the-link', password: v.password, confirmPassword: v.confirmPassword });
  const verdicts = agreement(resetPasswordSchema, serverReset, base, sent);

  it('accept the base password on both sides', async () => {
    expect(await resetPasswordSchema.isValid(base)).toBe(true);
    expect(serverReset.safeParse(sent(base)).success).toBe(true);
  });

  it('the form says the server’s words when the two differ', () => expect(PASSWORDS_DIFFER).toBe(PASSWORDS_DONT_MATCH));

  // The confirmation follows the password, so only the password's own rule is looked at.
  it.each<Row>([
    ['6 characters', 'secret', null],
    ['6 spaces', '      ', null],
    ['200 characters', x(200), null],
    ['5 characters', 'secre', PASSWORD_MIN],
    ['empty', '', PASSWORD_MIN],
    // The form has no upper limit: the server's is shown under the field after sending.
    ['201 characters', x(201), differ(null, 'Password is too long')],
  ])('password: %s', async (_label, value, expected) => expectVerdicts(await verdicts('password', value, { confirmPassword: value as string }), expected));

  it.each<Row>([
    ['the same password', 'better', null],
    ['another password', 'better!', PASSWORDS_DIFFER],
    ['the same letters in another case', 'BETTER', PASSWORDS_DIFFER],
    ['empty', '', 'Password confirmation is required'],
    // Both refuse a short confirmation; yup checks the match first, the server its length.
    ['5 characters', 'bette', differ(PASSWORDS_DIFFER, 'Password confirmation is required')],
  ])('confirmPassword: %s', async (_label, value, expected) => expectVerdicts(await verdicts('confirmPassword', value), expected));
});
