// The picture gallery: one large picture and thumbnails to switch between them.
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { PRODUCT_IMAGE_SIZE } from '@/components/product-card';
import { ProductImage } from '@/components/product-image';
import { PLACEHOLDER_IMAGE } from '@/lib/format';

/** The large picture fills the page's column on phones and about half of it (≤ 600 px) from md up. */
const MAIN_SIZES = '(min-width: 900px) 600px, 100vw';

export function ProductGallery({ images, imageAlts = [], name }: { images: string[]; imageAlts?: string[]; name: string }) {
  const pictures = images.length ? images : [PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, pictures.length - 1);
  const current = pictures[shown];
  const position = pictures.length > 1 ? `, picture ${shown + 1} of ${pictures.length}` : '';
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: '#f4eee9', border: '1px solid #eee4de' }}>
        <ProductImage
          src={current}
          alt={imageAlts[shown] || `${name}${position}`}
          sizes={MAIN_SIZES}
          {...PRODUCT_IMAGE_SIZE}
          fetchPriority="high"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover' }}
        />
      </Box>
      {pictures.length > 1 && (
        <Box role="group" aria-label="Pictures" sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
          {pictures.map((src, i) => (
            <ButtonBase
              key={`${src}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === index}
              sx={{
                flex: '0 0 auto',
                width: 72,
                borderRadius: 1.5,
                overflow: 'hidden',
                border: '2px solid',
                borderColor: i === index ? 'primary.main' : 'transparent',
                opacity: i === index ? 1 : 0.75,
              }}
            >
              <ProductImage
                src={src}
                alt=""
                sizes="72px"
                width={72}
                height={90}
                loading="lazy"
                sx={{ display: 'block', width: 72, height: 90, objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
