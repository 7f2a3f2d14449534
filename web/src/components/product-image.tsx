// A product picture. Pictures uploaded to this shop (/media/images/<id>.webp) come in several widths
// as AVIF and WebP: those render as <picture> with a srcset per format and the caller's `sizes`, so
// a phone loads a 480 px file and a wide screen a sharper one. Any other URL (pasted, seeded, an API
// client's) renders as a plain <img>, as before. width/height stay on the <img>, so nothing shifts.
import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';

/** The widths the server makes of each uploaded picture (api/src/modules/media/image.service.ts). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

const UPLOADED = /^\/media\/images\/([0-9a-f-]{36})\.webp$/;

/** The AVIF and WebP srcsets of an uploaded picture; null for any other URL. */
export function imageSources(src: string): { avif: string; webp: string } | null {
  const id = UPLOADED.exec(src)?.[1];
  if (!id) return null;
  const set = (format: string) => IMAGE_WIDTHS.map((w) => `/media/images/${id}/${w}.${format} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

type ImgProps = ComponentProps<typeof Box<'img'>>;

interface ProductImageProps extends Omit<ImgProps, 'component' | 'src' | 'alt' | 'sizes' | 'srcSet'> {
  src: string;
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a width, e.g. "(min-width: 900px) 25vw, 50vw". */
  sizes: string;
}

export function ProductImage({ src, alt, sizes, ...img }: ProductImageProps) {
  const sources = imageSources(src);
  const image = <Box component="img" src={src} alt={alt} {...img} />;
  if (!sources) return image;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
