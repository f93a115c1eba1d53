import { lazy, Suspense, useEffect, useState } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { tableIdFrom } from './table-id';

// The bar's code loads only for a seated customer: the menu's first-load script stays as it was.
const WaiterCallBar = lazy(() => import('./waiter-call-bar').then((m) => ({ default: m.WaiterCallBar })));

/** The waiter bar when this visit came from a table's QR link and the tenant serves dine-in. */
export function SeatedWaiterCall() {
  const { settings } = useTenant();
  const [seated, setSeated] = useState(false);
  useEffect(() => {
    setSeated(tableIdFrom(window.location.search, document.cookie) !== null);
  }, []);
  if (!seated || !settings.dineInActive) return null;
  return (
    <Suspense fallback={null}>
      <WaiterCallBar />
    </Suspense>
  );
}
