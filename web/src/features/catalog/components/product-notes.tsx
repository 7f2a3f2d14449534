// Shipping and quality notes (spec §1/§2): free delivery in Vadodara, free shipping over ₹500,
// 7-day returns.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

const NOTES = [
  { Icon: LocalShipping, title: 'Free delivery in Vadodara', text: 'Free shipping on orders over ₹500.' },
  { Icon: AssignmentReturn, title: '7-day returns', text: 'Easy returns on unworn items with tags.' },
  { Icon: VerifiedUser, title: 'Quality checked', text: 'Every piece is inspected in our store before dispatch.' },
];

export function ProductNotes() {
  return (
    <Stack spacing={1.5} sx={{ p: 2, bgcolor: '#f8f3ef', borderRadius: 2 }}>
      {NOTES.map(({ Icon, title, text }) => (
        <Box key={title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
