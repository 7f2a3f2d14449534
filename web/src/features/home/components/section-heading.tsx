import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
      <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 56, height: 3, bgcolor: 'secondary.main', mx: 'auto', my: 1.5, borderRadius: 2 }} />
      {subtitle && (
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
