// One section of a footer page: heading, paragraphs, and a Remove button.
import { getIn, type FormikProps } from 'formik';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PageContentValues } from './content-sections';

interface Props {
  formik: FormikProps<PageContentValues>;
  index: number;
  onRemove: () => void;
}

export function PageSectionFields({ formik, index, onRemove }: Props) {
  const name = (field: 'heading' | 'body') => `sections.${index}.${field}`;
  const headingError = getIn(formik.touched, name('heading')) ? (getIn(formik.errors, name('heading')) as string | undefined) : undefined;
  return (
    <Box sx={{ border: '1px solid #eee4de', borderRadius: 2, p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Section {index + 1}
        </Typography>
        <IconButton size="small" color="error" aria-label={`Remove section ${index + 1}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        <TextField
          id={`admin-section-${index}-heading`}
          name={name('heading')}
          label="Heading"
          required
          value={formik.values.sections[index]?.heading ?? ''}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!headingError}
          helperText={headingError}
          fullWidth
        />
        <TextField
          id={`admin-section-${index}-body`}
          name={name('body')}
          label="Paragraphs"
          value={formik.values.sections[index]?.body ?? ''}
          onChange={formik.handleChange}
          multiline
          minRows={3}
          helperText="Leave a blank line between paragraphs."
          fullWidth
        />
      </Stack>
    </Box>
  );
}
