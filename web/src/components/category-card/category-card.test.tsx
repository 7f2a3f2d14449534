import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryCard, categoryImage } from './category-card';

describe('CategoryCard', () => {
  it('falls back to the default picture by name, otherwise the men picture', () => {
    expect(categoryImage({ name: 'Women', image: null })).toBe('/media/categories/women.svg');
    expect(categoryImage({ name: ' Kids ', image: '' })).toBe('/media/categories/kids.svg');
    expect(categoryImage({ name: 'Accessories' })).toBe('/media/categories/men.svg');
    expect(categoryImage({ name: 'Men', image: '/media/custom.svg' })).toBe('/media/custom.svg');
  });

  it('links to the supplied href with name, description fallback and optional count', () => {
    const { rerender } = render(
      <MemoryRouter>
        <CategoryCard category={{ name: 'Elders', description: '  ' }} href="/shop?category=elders" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Elders/ });
    expect(link).toHaveAttribute('href', '/shop?category=elders');
    expect(link).toHaveTextContent('Latest trends');
    expect(link).not.toHaveTextContent('products');
    rerender(
      <MemoryRouter>
        <CategoryCard category={{ name: 'Elders', description: 'Warm shawls', productCount: 1 }} href="/admin" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Elders/ })).toHaveTextContent('Warm shawls1 product');
  });
});
