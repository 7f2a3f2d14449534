// Every resolver class of the schema; each domain adds its own here.
import type { NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../accounts/account.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AccountResolver];
