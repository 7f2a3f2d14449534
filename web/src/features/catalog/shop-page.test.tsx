import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSeoDocument, ShopCategoriesDocument, ShopProductsDocument, type ShopProductsQueryVariables } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { ToastProvider } from '@/components/ui/toast';
import ShopPage from './shop-page';
import { DEBOUNCE_MS } from '@/lib/use-debounced-value';

vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add: vi.fn() }) }));

let desktop = true;
beforeEach(() => {
  desktop = true;
  window.matchMedia = (query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
});
afterEach(() => vi.useRealTimers());

const product = (id: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  name,
  price: '799.00',
  originalPrice: null,
  discountPercent: 0,
  images: [],
  imageAlts: [],
  sizes: ['M', 'L'],
  colors: [],
  stock: 4,
  inStock: true,
  rating: { __typename: 'ProductRating' as const, average: null, count: 0 },
});

const seoMock = { request: { query: PageSeoDocument, variables: { pageName: 'shop' } }, result: { data: { seo: null } }, maxUsageCount: 10 };
const categoriesMock = {
  request: { query: ShopCategoriesDocument },
  result: {
    data: {
      categories: [
        { __typename: 'Category' as const, id: 'c-men', name: 'Men', slug: 'men', productCount: 13 },
        { __typename: 'Category' as const, id: 'c-women', name: 'Women', slug: 'women', productCount: 20 },
      ],
    },
  },
  maxUsageCount: 10,
};

function productsMock(variables: ShopProductsQueryVariables, items: ReturnType<typeof product>[], total: number, totalCapped = false) {
  const offset = variables.offset ?? 0;
  const hasNextPage = offset + items.length < total;
  return {
    request: { query: ShopProductsDocument, variables },
    result: { data: { products: { __typename: 'ProductPage' as const, total, totalCapped, hasNextPage, limit: 12, offset, items } } },
  };
}

function renderShop(url: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/shop', element: <ShopPage /> }], { initialEntries: [url] });
  render(
    <MockedProvider mocks={[seoMock, categoriesMock, ...mocks]} cache={createCache()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderShop>) => router.state.location.search;

describe('ShopPage', { timeout: 30000 }, () => {
  it('sends the URL filters, sort and page to the server', async () => {
    renderShop('/shop?category=men&sizes=M&page=2', [
      productsMock({ filter: { category: 'men', sizes: ['M'] }, sort: 'FEATURED', limit: 12, offset: 12 }, [product('p13', 'Nehru Jacket')], 13),
    ]);
    expect(await screen.findByRole('link', { name: 'Nehru Jacket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Men Collection' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13–13 of 13 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // ?category=men preselects Men; sizes=M presses M, in a filter that says it finds sizes in stock
    expect(await screen.findByRole('checkbox', { name: /Men/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Women/ })).not.toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Sizes in stock' })).getByRole('button', { name: 'M', pressed: true })).toBeInTheDocument();
  });

  it('changing a filter updates the URL, returns to page 1 and queries again', async () => {
    const user = userEvent.setup();
    const router = renderShop('/shop?category=men&sizes=M&page=2', [
      productsMock({ filter: { category: 'men', sizes: ['M'] }, sort: 'FEATURED', limit: 12, offset: 12 }, [product('p13', 'Nehru Jacket')], 13),
      productsMock({ filter: { category: 'men', sizes: ['M', 'L'] }, sort: 'FEATURED', limit: 12, offset: 0 }, [product('p1', 'Linen Kurta')], 1),
      productsMock({ filter: { category: 'men', sizes: ['M', 'L'] }, sort: 'PRICE_HIGH', limit: 12, offset: 0 }, [product('p2', 'Silk Sherwani')], 1),
    ]);
    await screen.findByRole('link', { name: 'Nehru Jacket' });
    await user.click(screen.getByRole('button', { name: 'L', pressed: false }));
    expect(search(router)).toBe('?category=men&sizes=M%2CL');
    expect(await screen.findByRole('link', { name: 'Linen Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(search(router)).toBe('?category=men&sizes=M%2CL&sort=price-high');
    expect(await screen.findByRole('link', { name: 'Silk Sherwani' })).toBeInTheDocument();
  });

  it('pages with Next, keeping the filters', async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 12 }, (_, i) => product(`a${i}`, `Saree ${i + 1}`));
    const router = renderShop('/shop?category=women', [
      productsMock({ filter: { category: 'women' }, sort: 'FEATURED', limit: 12, offset: 0 }, page1, 13),
      productsMock({ filter: { category: 'women' }, sort: 'FEATURED', limit: 12, offset: 12 }, [product('b1', 'Chaniya Choli')], 13),
    ]);
    await screen.findByRole('link', { name: 'Saree 12' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search(router)).toBe('?category=women&page=2');
    expect(await screen.findByRole('link', { name: 'Chaniya Choli' })).toBeInTheDocument();
  });

  it('goes back from page 2 to page 1 (a page not yet in the cache is fetched)', async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 12 }, (_, i) => product(`a${i}`, `Saree ${i + 1}`));
    const router = renderShop('/shop?category=women&page=2', [
      productsMock({ filter: { category: 'women' }, sort: 'FEATURED', limit: 12, offset: 12 }, [product('b1', 'Chaniya Choli')], 13),
      productsMock({ filter: { category: 'women' }, sort: 'FEATURED', limit: 12, offset: 0 }, page1, 13),
    ]);
    await screen.findByRole('link', { name: 'Chaniya Choli' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(search(router)).toBe('?category=women');
    expect(await screen.findByRole('link', { name: 'Saree 12' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–12 of 13 products')).toBeInTheDocument();
  });

  it('a capped count reads "more than 1,000" and Next follows hasNextPage', async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 12 }, (_, i) => product(`c${i}`, `Kurta ${i + 1}`));
    const router = renderShop('/shop?search=kurta', [
      productsMock({ filter: { search: 'kurta' }, sort: 'RELEVANCE', limit: 12, offset: 0 }, page1, 1001, true),
      productsMock({ filter: { search: 'kurta' }, sort: 'RELEVANCE', limit: 12, offset: 12 }, [product('d1', 'Kurta 13')], 1001, true),
    ]);
    await screen.findByRole('link', { name: 'Kurta 12' });
    expect(screen.getByText('Showing 1–12 of more than 1,000 products for “kurta”')).toBeInTheDocument();
    // searching, the default order is relevance, and the sort select says so
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search(router)).toBe('?search=kurta&page=2');
    expect(await screen.findByRole('link', { name: 'Kurta 13' })).toBeInTheDocument();
  });

  it('debounces the search box into the URL', async () => {
    const user = userEvent.setup();
    const router = renderShop('/shop?page=3', [
      productsMock({ filter: {}, sort: 'FEATURED', limit: 12, offset: 24 }, [product('p1', 'Linen Kurta')], 25),
      productsMock({ filter: { search: 'kurta' }, sort: 'RELEVANCE', limit: 12, offset: 0 }, [product('p1', 'Linen Kurta')], 1),
    ]);
    await screen.findByRole('link', { name: 'Linen Kurta' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kurta');
    expect(search(router)).toBe('?page=3');
    await waitFor(() => expect(search(router)).toBe('?search=kurta'));
    expect(await screen.findByText(/of 1 product for “kurta”/)).toBeInTheDocument();
  });

  it('empty state: Reset Filters clears the filters', async () => {
    const user = userEvent.setup();
    const router = renderShop('/shop?sizes=XS&search=zzz&sort=newest', [
      productsMock({ filter: { sizes: ['XS'], search: 'zzz' }, sort: 'NEWEST', limit: 12, offset: 0 }, [], 0),
      productsMock({ filter: {}, sort: 'NEWEST', limit: 12, offset: 0 }, [product('p1', 'Linen Kurta')], 1),
    ]);
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(search(router)).toBe('?sort=newest');
    expect(await screen.findByRole('link', { name: 'Linen Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('phones get the filters in a drawer behind a Filters button', async () => {
    desktop = false;
    const user = userEvent.setup();
    const router = renderShop('/shop', [
      productsMock({ filter: {}, sort: 'FEATURED', limit: 12, offset: 0 }, [product('p1', 'Linen Kurta')], 1),
      productsMock({ filter: { onSale: true }, sort: 'FEATURED', limit: 12, offset: 0 }, [product('p9', 'Sale Shawl')], 1),
    ]);
    await screen.findByRole('link', { name: 'Linen Kurta' });
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Sale items only' }));
    expect(search(router)).toBe('?sale=true');
    expect(await within(drawer).findByRole('button', { name: 'Show 1 result' })).toBeInTheDocument();
  });

  it('shows an error with a retry when products cannot be loaded', async () => {
    renderShop('/shop', [{ request: { query: ShopProductsDocument, variables: { filter: {}, sort: 'FEATURED', limit: 12, offset: 0 } }, error: new Error('offline') }]);
    expect(await screen.findByText(/Products could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

// A tap can land before React has rendered the previous change: the router applies its updates in
// a transition, which a slow phone or a busy CPU renders late. Holding React's work inside act()
// while the router moves on reproduces that moment exactly; every change must still build on the
// one before it.
describe('ShopPage: quick changes never lose one another', { timeout: 30000 }, () => {
  const anyProducts = {
    request: { query: ShopProductsDocument, variables: () => true },
    result: { data: { products: { __typename: 'ProductPage' as const, total: 1, totalCapped: false, hasNextPage: false, limit: 12, offset: 0, items: [product('p1', 'Linen Kurta')] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const taps = {
    category: { act: () => fireEvent.click(screen.getByRole('checkbox', { name: /^Women/ })), url: 'category=women' },
    size: { act: () => fireEvent.click(screen.getByRole('button', { name: 'L' })), url: 'sizes=L' },
    sale: { act: () => fireEvent.click(screen.getByRole('checkbox', { name: 'Sale items only' })), url: 'sale=true' },
    search: { act: () => fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'kurta' } }), url: 'search=kurta' },
    price: { act: () => fireEvent.keyDown(screen.getByRole('slider', { name: /Maximum price/ }), { key: 'ArrowLeft' }), url: 'max=990' },
  };
  const URL_ORDER = ['category', 'max', 'sizes', 'search', 'sale'];
  const expected = (...parts: string[]) => '?' + [...parts].sort((a, b) => URL_ORDER.indexOf(a.split('=')[0]) - URL_ORDER.indexOf(b.split('=')[0])).join('&');
  /** lets the router finish a navigation and a debounced control commit, without React rendering */
  const settle = () => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 50));

  const pairs = Object.keys(taps).flatMap((a) => Object.keys(taps).filter((b) => b !== a).map((b) => [a, b] as [keyof typeof taps, keyof typeof taps]));
  it.each(pairs)('%s, then %s before the first has rendered', async (first, second) => {
    const router = renderShop('/shop', [anyProducts]);
    await screen.findByRole('checkbox', { name: /^Women/ });
    await act(async () => {
      taps[first].act();
      await settle();
      taps[second].act();
      await settle();
    });
    expect(search(router)).toBe(expected(taps[first].url, taps[second].url));
  });

  it('two sizes, then two categories, tapped before any has rendered', async () => {
    const router = renderShop('/shop', [anyProducts]);
    await screen.findByRole('checkbox', { name: /^Women/ });
    await act(async () => {
      for (const name of ['L', 'M']) {
        fireEvent.click(screen.getByRole('button', { name }));
        await settle();
      }
      for (const name of [/^Women/, /^Men/]) {
        fireEvent.click(screen.getByRole('checkbox', { name }));
        await settle();
      }
    });
    expect(search(router)).toBe('?category=women%2Cmen&sizes=M%2CL');
  });

  it('a tap during a pending search keeps both (phone drawer)', async () => {
    desktop = false;
    const router = renderShop('/shop', [anyProducts]);
    await screen.findByRole('link', { name: 'Linen Kurta' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('checkbox', { name: /^Women/ });
    await act(async () => {
      taps.search.act();
      taps.category.act(); // within the search box's pause
      await settle();
    });
    expect(search(router)).toBe('?category=women&search=kurta');
  });

  it('Clear Filters also drops a search that was still being typed', async () => {
    const router = renderShop('/shop?sale=true', [anyProducts]);
    await screen.findByRole('link', { name: 'Linen Kurta' });
    taps.search.act();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await act(settle);
    expect(search(router)).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});
