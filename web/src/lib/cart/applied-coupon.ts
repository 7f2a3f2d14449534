// The coupon a shopper applied in the cart, kept for the checkout in sessionStorage (per tab,
// gone when the tab closes). The server re-checks it on every quote and order.
import { useCallback, useState } from 'react';

export const APPLIED_COUPON_KEY = 'applied-coupon';

export function readAppliedCoupon(): string | null {
  try {
    return sessionStorage.getItem(APPLIED_COUPON_KEY) || null;
  } catch {
    return null;
  }
}

export function writeAppliedCoupon(code: string | null) {
  try {
    if (code) sessionStorage.setItem(APPLIED_COUPON_KEY, code);
    else sessionStorage.removeItem(APPLIED_COUPON_KEY);
  } catch {
    // storage unavailable (private mode): the coupon then lives for this page only
  }
}

/** [code, setCode]: state that is also written to sessionStorage. */
export function useAppliedCoupon(): [string | null, (code: string | null) => void] {
  const [code, setCode] = useState<string | null>(readAppliedCoupon);
  const set = useCallback((next: string | null) => {
    writeAppliedCoupon(next);
    setCode(next);
  }, []);
  return [code, set];
}
