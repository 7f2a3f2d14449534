// Toasts (spec §4/§8): at most one visible; a new one replaces the current; auto-hide after 3 s.
// They appear at the top, under the header: at the bottom they covered Complete Order on a phone
// and the checkout summary's button on a desktop (and the product page's bottom buy bar).
import { createContext, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  duration?: number;
  /** A link under the text, e.g. to the order just placed. The provider sits outside the router: pass
   * `onClick` to navigate in the app (the href stays for a new tab and for screen readers). */
  link?: { label: string; href: string; onClick?: () => void };
}

/** A plain click follows `onClick` (in-app navigation); modified clicks keep the browser's behaviour. */
const followLink = (onClick: (() => void) | undefined) => (e: MouseEvent) => {
  if (!onClick || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  onClick();
};

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastInput & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((t: ToastInput) => {
    setToast({ ...t, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={toast?.duration ?? 3000}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={{ top: { xs: 68, sm: 80 } }}
      >
        {toast ? (
          <Alert
            severity={toast.variant === 'error' ? 'error' : toast.variant === 'info' ? 'info' : 'success'}
            variant="filled"
            onClose={() => setOpen(false)}
            sx={{ minWidth: 280, maxWidth: 420 }}
            role={toast.variant === 'error' ? 'alert' : 'status'}
          >
            <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
            {toast.description}
            {toast.link && (
              <Link href={toast.link.href} onClick={followLink(toast.link.onClick)} color="inherit" underline="always" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
                {toast.link.label}
              </Link>
            )}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
