// The picture gallery: one large picture and thumbnails to switch between them.
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { PRODUCT_IMAGE_SIZE } from '@/components/product-card';
import { PLACEHOLDER_IMAGE } from '@/lib/format';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const pictures = images.length ? images : [PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: '#f4eee9', border: '1px solid #eee4de' }}>
        <Box
          component="img"
          src={current}
          alt={pictures.length > 1 ? `${name}, picture ${index + 1} of ${pictures.length}` : name}
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
              <Box component="img" src={src} alt="" width={72} height={90} loading="lazy" sx={{ display: 'block', width: 72, height: 90, objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
