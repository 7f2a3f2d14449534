import { createTheme } from '@mui/material/styles';

/** Phones and touch screens: every control is at least 44 × 44 px (WCAG 2.5.5, Apple's and Google's guidance). */
export const TOUCH = '@media (max-width:899.95px), (pointer: coarse)';
/** The keyboard focus ring: 3 px in the brand maroon (10:1 on white), or what a dark area sets in --focus-ring. */
export const FOCUS_RING = { outline: '3px solid var(--focus-ring, #7a1f2b)', outlineOffset: 2 } as const;
const touch = (minWidth: number | undefined = 44) => ({ [TOUCH]: { minHeight: 44, minWidth } });

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
    // Every button-like control (buttons, icon buttons, chips, tabs, list items, checkboxes) shows the
    // ring. The browser's own :focus-visible too: MUI's class comes from a React focus handler, so a
    // control focused from the keyboard while the server's page still hydrates would have none.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': FOCUS_RING } } },
    // tabs sit in a scroller that clips what is drawn outside them: their ring goes inside
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -3 } } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: touch(undefined) } },
    MuiIconButton: { styleOverrides: { root: touch() } },
    MuiToggleButton: { styleOverrides: { root: touch() } },
    MuiCheckbox: { styleOverrides: { root: touch() } },
    MuiRadio: { styleOverrides: { root: touch() } },
    MuiChip: { styleOverrides: { root: { '&.MuiChip-clickable': { [TOUCH]: { height: 44, minWidth: 44 } } } } },
    MuiPaginationItem: { styleOverrides: { root: touch() } },
    // small fields and selects (40 px) grow to 44 px: 10.5 px above and below a 23 px line
    MuiOutlinedInput: {
      styleOverrides: { root: { [TOUCH]: { '&.MuiInputBase-sizeSmall .MuiOutlinedInput-input:not(.MuiInputBase-inputMultiline)': { paddingTop: 10.5, paddingBottom: 10.5 } } } },
    },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #eee4de' } } },
  },
});
