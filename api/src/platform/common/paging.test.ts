import { MAX_OFFSET, MAX_PAGE_SIZE, pageWindow } from './paging';

describe('pageWindow', () => {
  it('clamps limit and offset into range, whatever arrives', () => {
    expect(pageWindow(undefined, undefined, 25)).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow('5', '10')).toEqual({ limit: 5, offset: 10 });
    expect(pageWindow(1000, -3)).toEqual({ limit: MAX_PAGE_SIZE, offset: 0 });
    expect(pageWindow(0.5, 2.9)).toEqual({ limit: 1, offset: 2 });
    expect(pageWindow('abc', 'NaN', 12)).toEqual({ limit: 12, offset: 0 });
  });

  it(`caps the offset at ${MAX_OFFSET} (a huge one used to reach the database and fail as a 500)`, () => {
    expect(pageWindow(10, 7.86e285)).toEqual({ limit: 10, offset: MAX_OFFSET });
    expect(pageWindow(10, '1e300')).toEqual({ limit: 10, offset: MAX_OFFSET });
    expect(pageWindow(10, 2 ** 53)).toEqual({ limit: 10, offset: MAX_OFFSET });
  });
});
