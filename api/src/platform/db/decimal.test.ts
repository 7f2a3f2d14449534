// Money leaves every JSON answer as a two-decimal string through Decimal's own toJSON (no replacer).
import { Prisma } from '../../generated/prisma/client';
import { isDecimal, moneyJson } from './decimal';

const D = (v: string | number) => new Prisma.Decimal(v);

describe('Decimal as JSON', () => {
  it('is a two-decimal string, also for whole rupees and zero (decimal.js alone would say "1299")', () => {
    expect(JSON.stringify(D('1299'))).toBe('"1299.00"');
    expect(JSON.stringify(D('1299.5'))).toBe('"1299.50"');
    expect(JSON.stringify(D('0'))).toBe('"0.00"');
    expect(JSON.stringify(D('-149.7'))).toBe('"-149.70"');
    expect(JSON.stringify(D('99999999.99'))).toBe('"99999999.99"');
    expect(moneyJson(D('12.345'))).toBe('12.35');
  });

  it('inside any structure, without a replacer: objects, arrays, nested lines', () => {
    const order = { total: D('1347.3'), items: [{ price: D('499'), lineTotal: D('1497') }], discount: null, count: 3, note: '1299' };
    expect(JSON.parse(JSON.stringify(order))).toEqual({ total: '1347.30', items: [{ price: '499.00', lineTotal: '1497.00' }], discount: null, count: 3, note: '1299' });
  });

  it('is still recognised as a Decimal (GraphQL Money serialises it from the value itself)', () => {
    expect(isDecimal(D('1'))).toBe(true);
    expect(isDecimal('1.00')).toBe(false);
  });
});
