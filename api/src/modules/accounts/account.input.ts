// GraphQL shapes only; the rules and messages live in account.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new customer account. Every field is required; failures come back as INVALID with the field named.' })
export class RegisterInput {
  @Field({ description: 'Given name, 1–100 characters (trimmed)' }) firstName!: string;
  @Field({ description: 'Family name, 1–100 characters (trimmed)' }) lastName!: string;
  @Field({ description: 'The sign-in e-mail; stored trimmed and lower-case. DUPLICATE_EMAIL when another account has it' }) email!: string;
  @Field({ description: 'Contact number, 10–20 characters, e.g. "+91 98765 43210"' }) phone!: string;
  @Field({ description: 'At least 6 and at most 200 characters; stored only as an argon2id hash' }) password!: string;
}

@InputType({ description: 'E-mail and password. Repeated failures are rate-limited per e-mail and per client (a top-level RATE_LIMITED error).' })
export class LoginInput {
  @Field({ description: 'The account’s e-mail, in any letter case' }) email!: string;
  @Field({ description: 'The account’s password, exactly as set' }) password!: string;
}

@InputType({ description: 'The current password (to prove it is the owner) and the new one' })
export class ChangePasswordInput {
  @Field({ description: 'The password in use now; a wrong one is INVALID on this field' }) currentPassword!: string;
  @Field({ description: 'The new password: at least 6 and at most 200 characters' }) newPassword!: string;
}

@InputType({ description: 'The whole profile of the signed-in user (every field is replaced)' })
export class UpdateProfileInput {
  @Field({ description: 'Given name, 1–100 characters (trimmed)' }) firstName!: string;
  @Field({ description: 'Family name, 1–100 characters (trimmed)' }) lastName!: string;
  @Field({ description: 'The sign-in e-mail from now on; DUPLICATE_EMAIL when another account has it' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Contact number, 10–20 characters; null or "" removes it' }) phone?: string | null;
}

@InputType({ description: 'The e-mail of the account whose password was forgotten' })
export class RequestPasswordResetInput {
  @Field({ description: 'The account’s e-mail, in any letter case' }) email!: string;
}

@InputType({ description: 'A new password, with the token from a reset link' })
export class ResetPasswordInput {
  @Field({ description: 'The `token` of the link in the reset e-mail (valid 1 hour, once)' }) token!: string;
  @Field({ description: 'The new password: at least 6 and at most 200 characters' }) password!: string;
  @Field({ description: 'The new password again; INVALID on this field when it differs' }) confirmPassword!: string;
}

@InputType({ description: 'The token of an e-mail confirmation link' })
export class VerifyEmailInput {
  @Field({ description: 'The `token` from the link’s fragment (#token=…) in the confirmation e-mail (valid 7 days, once)' }) token!: string;
}
