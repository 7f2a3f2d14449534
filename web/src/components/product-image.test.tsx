// ProductImage: uploaded pictures get AVIF and WebP srcsets of the server's widths; other URLs stay a plain <img>.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage, imageSources } from './product-image';

const ID = '0b6f3c2e-8a4d-4c1e-9f2a-5d7e8b9c0a1b';

describe('ProductImage', () => {
  it('renders an uploaded picture as <picture> with an AVIF and a WebP srcset, the caller’s sizes, and the master as fallback', () => {
    const { container } = render(<ProductImage src={`/media/images/${ID}.webp`} alt="Red saree, front" sizes="50vw" width={600} height={750} />);
    const [avif, webp] = Array.from(container.querySelectorAll('picture > source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif.getAttribute('srcset')).toBe([320, 480, 640, 960, 1280, 1600].map((w) => `/media/images/${ID}/${w}.avif ${w}w`).join(', '));
    expect(avif).toHaveAttribute('sizes', '50vw');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp.getAttribute('srcset')).toContain(`/media/images/${ID}/960.webp 960w`);
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', `/media/images/${ID}.webp`);
    expect(img).toHaveAttribute('alt', 'Red saree, front');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '750');
  });

  it('renders any other URL as a plain <img>, as before', () => {
    for (const src of [
      '/media/products/kurta.svg',
      'https://cdn.example/kurta.jpg',
      `/media/images/${ID}/640.webp`,
      `https://cdn.example/media/images/${ID}.webp`,
    ]) {
      const { container, unmount } = render(<ProductImage src={src} alt="Kurta" sizes="50vw" />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('img')).toHaveAttribute('src', src);
      expect(imageSources(src)).toBeNull();
      unmount();
    }
  });
});
