import { formatDate, formatDateTime, formatINR, formatLongDate, formatPaise, fromDateInput, preview, shortId, toDateInput, toPaise } from './format';

describe('money', () => {
  it('writes rupees with two decimals and Indian digit grouping, computing in paise', () => {
    expect(formatINR('1234567.5')).toBe('₹12,34,567.50');
    expect(formatINR(0.1 + 0.2)).toBe('₹0.30');
    expect(formatPaise(99)).toBe('₹0.99');
    expect(toPaise('19.99')).toBe(1999);
  });
});

describe('dates in the shop’s time zone (Asia/Kolkata), whatever the browser’s', () => {
  // 20:00 UTC on 1 March is 01:30 on 2 March in Vadodara: a UTC or US browser would say 1 March.
  const lateEvening = '2025-03-01T20:00:00.000Z';

  it('formats the Indian day', () => {
    expect(formatDate(lateEvening)).toBe('2 Mar 2025');
    expect(formatLongDate(lateEvening)).toBe('2 March 2025');
    expect(formatDateTime(lateEvening)).toMatch(/^2 Mar 2025, 1:30\s?am$/i);
  });

  it('round-trips a date input through the end of that Indian day', () => {
    expect(toDateInput(lateEvening)).toBe('2025-03-02');
    expect(fromDateInput('2025-03-02')).toBe('2025-03-02T18:29:59.999Z');
    expect(toDateInput(fromDateInput('2025-03-02'))).toBe('2025-03-02');
    expect(toDateInput(null)).toBe('');
    expect(fromDateInput('')).toBeNull();
  });
});

describe('ids and text', () => {
  it('shows ids by their first 8 characters in capitals', () => {
    expect(shortId('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1A2B3C4D');
  });

  it('cuts long previews with an ellipsis', () => {
    expect(preview('short')).toBe('short');
    expect(preview('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`);
  });
});
