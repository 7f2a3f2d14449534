// A signed-in shopper's details prefill the empty checkout fields: names, e-mail and phone from the
// account (spec §5), and the street address and PIN code of their last order's shipping address.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { CheckoutPrefillDocument } from '@/graphql/graphql';
import type { SessionUser } from '@/lib/session/session';
import type { CheckoutValues } from './checkout-schema';

export function useCheckoutPrefill(user: SessionUser | null, setValues: FormikHelpers<CheckoutValues>['setValues']) {
  const { data } = useQuery(CheckoutPrefillDocument, { skip: !user, fetchPolicy: 'network-only' });
  const last = user ? data?.me?.lastShippingAddress : null;

  useEffect(() => {
    if (!user) return;
    void setValues(
      (v) => ({
        ...v,
        firstName: v.firstName || user.firstName,
        lastName: v.lastName || user.lastName,
        email: v.email || user.email,
        phone: v.phone || (user.phone ?? ''),
        createAccount: false,
      }),
      false,
    );
  }, [user, setValues]);

  useEffect(() => {
    if (!last) return;
    void setValues((v) => ({ ...v, address: v.address || last.address, zipCode: v.zipCode || last.zipCode, phone: v.phone || last.phone }), false);
  }, [last, setValues]);
}
