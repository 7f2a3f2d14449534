import { Prisma } from '../../generated/prisma/client';
import { isForeignKeyViolation, isRecordMissing, isUniqueViolation } from './prisma-errors';

const known = (code: string) => new Prisma.PrismaClientKnownRequestError(`failed with ${code}`, { code, clientVersion: Prisma.prismaVersion.client });

describe('Prisma error predicates', () => {
  it.each([
    ['P2002', isUniqueViolation],
    ['P2025', isRecordMissing],
    ['P2003', isForeignKeyViolation],
  ] as const)('%s is recognised by exactly its predicate', (code, predicate) => {
    const error = known(code);
    expect(predicate(error)).toBe(true);
    const others = [isUniqueViolation, isRecordMissing, isForeignKeyViolation].filter((p) => p !== predicate);
    for (const other of others) expect(other(error)).toBe(false);
  });

  it('answers false for anything that is not a known Prisma request error', () => {
    const lookalike = Object.assign(new Error('duplicate'), { code: 'P2002' });
    for (const e of [lookalike, new Error('P2002'), 'P2002', null, undefined, { code: 'P2025' }]) {
      expect(isUniqueViolation(e)).toBe(false);
      expect(isRecordMissing(e)).toBe(false);
      expect(isForeignKeyViolation(e)).toBe(false);
    }
  });
});
