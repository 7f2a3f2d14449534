// The registered endpoints: URL, note, events, secret hint, paused or active; Delete on each.
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AdminWebhookEndpointFragment } from '@/graphql/graphql';
import { eventName } from './webhook-events';

type Endpoint = AdminWebhookEndpointFragment;

export function EndpointList({ endpoints, onDelete }: { endpoints: Endpoint[]; onDelete: (e: Endpoint) => void }) {
  if (!endpoints.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">No endpoints yet. Add one to send events to a partner’s system.</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Webhook endpoints" disablePadding>
        {endpoints.map((e) => (
          <ListItem
            key={e.id}
            divider
            secondaryAction={
              <Tooltip title="Delete">
                <IconButton edge="end" color="error" aria-label={`Delete endpoint ${e.url}`} onClick={() => onDelete(e)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span className="mono" style={{ wordBreak: 'break-all' }}>
                    {e.url}
                  </span>
                  {!e.active && <Chip size="small" label="Paused" variant="outlined" />}
                </Stack>
              }
              secondary={
                <>
                  {e.description && <span style={{ display: 'block' }}>{e.description}</span>}
                  <span style={{ display: 'block' }}>{e.events.map(eventName).join(', ')}</span>
                  <span className="mono">{`Secret ${e.secretHint}`}</span>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
