// One content section in the Pages list: name, kind, last update, View and Edit.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { AdminContentSectionFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';
import { isPageSection, sectionLabel, sectionPath } from './content-sections';

interface Props {
  name: string;
  stored: AdminContentSectionFragment | undefined;
  divider: boolean;
  onEdit: () => void;
}

export function ContentSectionRow({ name, stored, divider, onEdit }: Props) {
  const label = sectionLabel(name);
  const title = typeof stored?.data.title === 'string' ? stored.data.title : null;
  return (
    <ListItem divider={divider} sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{label}</span>
            <Chip size="small" variant="outlined" label={isPageSection(name) ? 'Page' : 'JSON'} />
          </Stack>
        }
        secondary={stored ? `${title ? `${title} · ` : ''}Updated ${formatDateTime(stored.updatedAt)}` : 'Not written yet'}
        sx={{ minWidth: 220 }}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" href={sectionPath(name)} target="_blank" rel="noopener" aria-label={`View ${label} (opens in a new tab)`}>
          View
        </Button>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      </Stack>
    </ListItem>
  );
}
