// A server-paged admin table's state: which page the grid asks the server for (offset or keyset
// cursor), back to the first page when the filters or the sort change, and the page on screen kept
// while the next one loads.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { sortEnum } from './use-server-grid';
import { useServerPage } from './use-server-page';

type Vars = { search?: string; sort?: string; limit: number; offset: number; after?: string | null };
type Row = { __typename: 'Row'; id: string; name: string };
type RowPage = { __typename: 'RowPage'; items: Row[]; total: number; endCursor: string | null };
type Data = { rows: RowPage };

const ROWS: TypedDocumentNode<Data, Vars> = gql`
  query TestRows($search: String, $sort: String, $limit: Int!, $offset: Int!, $after: String) {
    rows(search: $search, sort: $sort, limit: $limit, offset: $offset, after: $after) {
      items {
        id
        name
      }
      total
      endCursor
    }
  }
`;

const TOTAL = 60;
const SORTS: Record<string, [string, string]> = { name: ['NAME_ASC', 'NAME_DESC'] };

/** A server of 60 rows "Row 1"…"Row 60" whose cursor is "c<index of the next row>"; `hold` keeps answers back until `release`. */
function server() {
  const sent: Vars[] = [];
  const held: Array<() => void> = [];
  const state = { hold: false, fail: false, noData: false };
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        const v = op.variables as Vars;
        sent.push(v);
        const answer = () => {
          if (state.fail) return observer.error(new Error('The server is down'));
          if (state.noData) {
            observer.next({ data: null });
            return observer.complete();
          }
          const start = v.after ? Number(v.after.slice(1)) : v.offset;
          const items = Array.from({ length: Math.max(0, Math.min(v.limit, TOTAL - start)) }, (_, i): Row => ({
            __typename: 'Row',
            id: `r${start + i + 1}`,
            name: `Row ${start + i + 1}`,
          }));
          const end = start + items.length;
          observer.next({ data: { rows: { __typename: 'RowPage', items, total: TOTAL, endCursor: end < TOTAL ? `c${end}` : null } } });
          observer.complete();
        };
        if (state.hold) held.push(answer);
        else answer();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const release = () => act(() => held.splice(0).forEach((answer) => answer()));
  return { sent, state, wrapper, release };
}

function renderPage({ keyset = false, fail = false, noData = false } = {}) {
  const s = server();
  Object.assign(s.state, { fail, noData });
  const hook = renderHook(
    ({ search }: { search: string }) =>
      useServerPage(ROWS, {
        resetKey: search,
        variables: (paging, sortModel) => ({ search: search || undefined, sort: sortEnum(sortModel, SORTS, 'NEWEST'), ...paging }),
        select: (data) => data.rows,
        endCursor: keyset ? (page) => page.endCursor : undefined,
      }),
    { wrapper: s.wrapper, initialProps: { search: '' } },
  );
  return { ...s, ...hook };
}

const names = (page: RowPage | undefined) => page?.items.map((r) => r.name);

describe('useServerPage', { timeout: 60_000 }, () => {
  it('starts on the first page, 25 a page, asks for limit and offset only, and gives the page in the answer', async () => {
    const { result, sent } = renderPage();
    expect(result.current.grid.paginationModel).toEqual({ page: 0, pageSize: 25 });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(sent).toEqual([{ sort: 'NEWEST', limit: 25, offset: 0 }]);
    expect(result.current.page?.total).toBe(TOTAL);
    expect(names(result.current.page)).toHaveLength(25);
    expect(result.current.page?.items[0]?.name).toBe('Row 1');
    expect(result.current.error).toBeUndefined();
  });

  it('asks for the chosen page, and keeps the page on screen (and its total) while that one loads', async () => {
    const { result, sent, state, release } = renderPage();
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 1'));
    state.hold = true;
    act(() => result.current.grid.onPaginationModelChange({ page: 2, pageSize: 25 }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ sort: 'NEWEST', limit: 25, offset: 50 }));
    expect(result.current.loading).toBe(true);
    expect(result.current.page?.items[0]?.name).toBe('Row 1');
    expect(result.current.page?.total).toBe(TOTAL);
    release();
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 51'));
    expect(names(result.current.page)).toHaveLength(10);
    expect(result.current.loading).toBe(false);
  });

  it('a new page size keeps the page index the grid chose: the offset is page × size', async () => {
    const { result, sent } = renderPage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 25 }));
    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 10 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 11'));
    expect(sent.at(-1)).toEqual({ sort: 'NEWEST', limit: 10, offset: 10 });
    expect(result.current.grid.paginationModel).toEqual({ page: 1, pageSize: 10 });
  });

  it('goes back to the first page, keeping the page size, when the filters change', async () => {
    const { result, sent, rerender } = renderPage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.grid.onPaginationModelChange({ page: 2, pageSize: 10 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 21'));
    rerender({ search: 'Row' });
    expect(result.current.grid.paginationModel).toEqual({ page: 0, pageSize: 10 });
    await waitFor(() => expect(sent.at(-1)).toEqual({ search: 'Row', sort: 'NEWEST', limit: 10, offset: 0 }));
    // not even one request with the new filters and the old page's offset
    expect(sent.filter((v) => v.search === 'Row')).toEqual([{ search: 'Row', sort: 'NEWEST', limit: 10, offset: 0 }]);
  });

  it('goes back to the first page when the sort changes, and gives the sort model to the variables', async () => {
    const { result, sent } = renderPage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 25 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 26'));
    act(() => result.current.grid.onSortModelChange([{ field: 'name', sort: 'desc' }]));
    expect(result.current.grid.sortModel).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(result.current.grid.paginationModel).toEqual({ page: 0, pageSize: 25 });
    await waitFor(() => expect(sent.at(-1)).toEqual({ sort: 'NAME_DESC', limit: 25, offset: 0 }));
  });

  it('with keyset paging, Next and Previous send the cursor from the page before; a page with no known cursor, or new filters, use the offset', async () => {
    const { result, sent, rerender } = renderPage({ keyset: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(sent.at(-1)).toEqual({ sort: 'NEWEST', limit: 25, offset: 0, after: null });

    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 25 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 26'));
    expect(sent.at(-1)).toEqual({ sort: 'NEWEST', limit: 25, offset: 0, after: 'c25' });

    act(() => result.current.grid.onPaginationModelChange({ page: 2, pageSize: 25 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 51'));
    expect(sent.at(-1)).toEqual({ sort: 'NEWEST', limit: 25, offset: 0, after: 'c50' });

    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 25 }));
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 26'));

    rerender({ search: 'Row' });
    await waitFor(() => expect(sent.at(-1)).toEqual({ search: 'Row', sort: 'NEWEST', limit: 25, offset: 0, after: null }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    // a jump past the pages seen since the filter changed: no cursor is known for it
    act(() => result.current.grid.onPaginationModelChange({ page: 2, pageSize: 25 }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ search: 'Row', sort: 'NEWEST', limit: 25, offset: 50, after: null }));
  });

  it('gives the load error, and retry asks again', async () => {
    const { result, sent, state } = renderPage({ fail: true });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.page).toBeUndefined();
    state.fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.page?.items[0]?.name).toBe('Row 1'));
    expect(result.current.error).toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('an answer without data (null) leaves no page rather than failing', async () => {
    const { result, sent } = renderPage({ noData: true, keyset: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(sent).toHaveLength(1);
    expect(result.current.page).toBeUndefined();
  });
});
