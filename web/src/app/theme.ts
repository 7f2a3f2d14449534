import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#7a1f2b', contrastText: '#ffffff' },
    // A deep gold that keeps AA contrast for white text and for gold text on the page background.
    secondary: { main: '#8b6508', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    warning: { main: '#b26a00' },
    background: { default: '#fbf8f5', paper: '#ffffff' },
    text: { primary: '#231f20', secondary: '#5b5350' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #eee4de' } } },
  },
});
