import { pagePreloads } from './page-preload';

// A manifest shaped like Vite's: the entry with a shared chunk, two pages sharing a card chunk.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_Button.js'] },
  '_Button.js': { file: 'assets/Button-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_Button.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', isDynamicEntry: true, imports: ['_card.js', '_Button.js'] },
  'src/features/catalog/shop-page.tsx': { file: 'assets/shop-page-1.js', isDynamicEntry: true, imports: ['_card.js'] },
};

describe('pagePreloads', () => {
  const preloads = pagePreloads(manifest);

  it("names a page's chunk and its imports, not what the shell already loads", () => {
    expect(preloads(['src/features/home/home-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js"><link rel="modulepreload" crossorigin href="/assets/card-1.js">',
    );
  });

  it('names nothing for a module the build does not have', () => {
    expect(preloads(['src/features/nope/nope-page.tsx', '"><script>'])).toBe('');
    expect(preloads([])).toBe('');
  });
});
