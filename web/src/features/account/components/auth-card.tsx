// Signed-out account screen: 'Welcome Back' (sign in) or 'Create Account', with a toggle link.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SignInForm } from './sign-in-form';
import { RegisterForm } from './register-form';

export function AuthCard() {
  const [mode, setMode] = useState<'signin' | 'register'>('signin');
  const signingIn = mode === 'signin';
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {signingIn ? 'Welcome Back' : 'Create Account'}
        </Typography>
        <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
          {signingIn ? 'Sign in to see your orders and check out faster.' : 'Join us for faster checkout and easy reorders.'}
        </Typography>
        {signingIn ? <SignInForm /> : <RegisterForm />}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" component="span" color="text.secondary">
            {signingIn ? "Don't have an account? " : 'Already have an account? '}
          </Typography>
          <Link component="button" type="button" variant="body2" sx={{ fontWeight: 600, verticalAlign: "baseline" }} onClick={() => setMode(signingIn ? 'register' : 'signin')}>
            {signingIn ? 'Create one' : 'Sign in'}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
