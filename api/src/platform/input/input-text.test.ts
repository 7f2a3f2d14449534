// The input boundary's rule as a pure function (the API tests are in input-boundary.api.test.ts).
import { findInputProblem, inputPathKey, INPUT_TEXT_MESSAGES, MAX_INPUT_DEPTH, MAX_TEXT_LENGTH, textProblem } from './input-text';

describe('textProblem', () => {
  it.each(['', 'plain', 'tab\there', 'lines\r\nand\nmore', 'नमस्ते 🙏 — “quotes” ₹499', '\u00a0non-breaking', '\u200bzero-width (an e-mail rule, not a text one)', 'x'.repeat(MAX_TEXT_LENGTH)])(
    'accepts %j',
    (s) => expect(textProblem(s)).toBeNull(),
  );

  it.each(['\u0000', 'a\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b[0m', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'])('refuses the control character in %j', (s) => {
    expect(textProblem(s)).toBe(INPUT_TEXT_MESSAGES.control);
  });

  it.each(['\ud800', 'a\ud800b', '\udc00', 'a\udfff', '\ud83d', '🙏\ud83d', '\ude4f🙏'])('refuses the lone surrogate in %j', (s) => {
    expect(textProblem(s)).toBe(INPUT_TEXT_MESSAGES.surrogate);
  });

  it(`refuses more than ${MAX_TEXT_LENGTH} characters`, () => {
    expect(textProblem('x'.repeat(MAX_TEXT_LENGTH + 1))).toBe(INPUT_TEXT_MESSAGES.tooLong);
  });
});

describe('findInputProblem', () => {
  it('walks objects, lists and keys in order and names the first refused string', () => {
    expect(findInputProblem({ a: 'ok', b: [1, true, null, 'ok', { c: 'x\u0000' }], d: '\u0000' })).toEqual({ path: ['b', 4, 'c'], message: INPUT_TEXT_MESSAGES.control });
    expect(findInputProblem(['ok', '\ud800'])).toEqual({ path: [1], message: INPUT_TEXT_MESSAGES.surrogate });
    expect(findInputProblem({ nested: { 'k\u0007': 1 } })).toEqual({ path: ['nested'], message: INPUT_TEXT_MESSAGES.control });
    expect(findInputProblem('\u0000')).toEqual({ path: [], message: INPUT_TEXT_MESSAGES.control });
  });

  it('lets everything else through', () => {
    expect(findInputProblem({ a: 1, b: [null, false, 2.5, 'text'], c: { d: 'नमस्ते' } })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
    expect(findInputProblem(42)).toBeNull();
  });

  it(`stops at ${MAX_INPUT_DEPTH} levels instead of walking (or overflowing) a deeper value`, () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const problem = findInputProblem({ data: deep });
    expect(problem?.message).toBe(INPUT_TEXT_MESSAGES.tooDeep);
    expect(problem?.path).toHaveLength(MAX_INPUT_DEPTH);
    let shallow: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) shallow = [shallow];
    expect(findInputProblem(shallow)).toBeNull();
  });

  it('names paths the way the services name fields', () => {
    expect(inputPathKey(['shippingAddress', 'firstName'])).toBe('shippingAddress.firstName');
    expect(inputPathKey(['sizes', 0])).toBe('sizes.0');
    expect(inputPathKey([])).toBe('_');
  });
});
