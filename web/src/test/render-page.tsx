// Test helper: a page inside Apollo's MockedProvider, the toast provider and a memory router,
// with a probe showing the current location and a stub /cart route.
import type { ReactElement } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderPage(ui: ReactElement, { path, route = path, mocks = [] }: { path: string; route?: string; mocks?: MockLink.MockedResponse[] }) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/cart" element={<p>Cart page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

/** Types a value into the input labelled `label` (fast: one change event, then blur). */
export function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
