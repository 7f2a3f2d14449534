import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SubscribeNewsletterDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { errorMessage, unwrap } from '@/lib/errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);
  const toast = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return setError('Valid email is required');
    setError(null);
    try {
      const { data } = await subscribe({ variables: { input: { email: email.trim() } } });
      const { subscription } = unwrap(data?.subscribeNewsletter, 'subscription');
      toast({ title: subscription.alreadySubscribed ? 'You are already subscribed' : 'Subscribed!', description: 'Thank you — offers and new arrivals will reach your inbox.' });
      setEmail('');
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to subscribe'), variant: 'error' });
    }
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate>
      <TextField
        size="small"
        type="email"
        label="Your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        sx={{ flex: 1, '& .MuiInputBase-root': { bgcolor: 'white' }, '& .MuiFormHelperText-root': { color: '#ffd7d7' } }}
      />
      <Button type="submit" variant="contained" color="secondary" disabled={loading} sx={{ height: 40 }}>
        {loading ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </Stack>
  );
}
