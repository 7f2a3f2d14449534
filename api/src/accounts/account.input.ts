// GraphQL shapes only; the rules and messages live in account.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType()
export class RegisterInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() password!: string;
}

@InputType()
export class LoginInput {
  @Field() email!: string;
  @Field() password!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
}
