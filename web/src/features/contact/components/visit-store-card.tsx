// 'Visit Our Store': the store picture, address, phone, e-mail and opening hours (lib/store-info).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { StoreHours } from '@/components/store-hours/store-hours';
import { STORE } from '@/lib/store-info';
import { StoreDetailRow } from './store-detail-row';

const MAPS = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(STORE.address)}`;

export function VisitStoreCard() {
  return (
    <Card sx={{ borderRadius: 3, overflow: 'hidden', height: '100%' }} component="section" aria-labelledby="visit-store-title">
      <Box
        component="img"
        src="/media/store.svg"
        alt={`${STORE.name} store front in Alkapuri, Vadodara`}
        width={800}
        height={600}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: '#f5efe9' }}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="visit-store-title" variant="h5" component="h2" gutterBottom>
          Visit Our Store
        </Typography>
        <Stack spacing={2}>
          <StoreDetailRow icon={<LocationOnOutlined />} label="Address">
            {STORE.address}
            <br />
            <Link href={MAPS} target="_blank" rel="noopener noreferrer">
              Get directions
            </Link>
          </StoreDetailRow>
          <StoreDetailRow icon={<PhoneOutlined />} label="Phone">
            <Link href={`tel:${STORE.phone.replace(/\s/g, '')}`}>{STORE.phone}</Link>
          </StoreDetailRow>
          <StoreDetailRow icon={<EmailOutlined />} label="Email">
            <Link href={`mailto:${STORE.email}`}>{STORE.email}</Link>
          </StoreDetailRow>
          <StoreDetailRow icon={<AccessTime />} label="Opening Hours">
            <StoreHours />
          </StoreDetailRow>
        </Stack>
      </CardContent>
    </Card>
  );
}
