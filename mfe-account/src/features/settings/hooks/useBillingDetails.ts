import { useEffect, useState } from 'react';
import type { BillingDetails } from '@lettra/contracts';
import { getBillingDetails } from '../api/get-billing-details.ts';

export type BillingDetailsState = { state: 'loading' } | { state: 'ready'; details: BillingDetails } | { state: 'failed' };

type Settled = Exclude<BillingDetailsState, { state: 'loading' }>;

/** The subscriber's billing details, read when the block shows and again whenever `reloadKey` changes. */
export function useBillingDetails(reloadKey: string): BillingDetailsState {
  // Kept with the key it answers, so a new key reads as 'loading' until its own answer arrives.
  const [settled, setSettled] = useState<{ key: string; result: Settled } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBillingDetails(controller.signal).then(
      (details) => setSettled({ key: reloadKey, result: { state: 'ready', details } }),
      () => {
        if (!controller.signal.aborted) setSettled({ key: reloadKey, result: { state: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [reloadKey]);

  return settled?.key === reloadKey ? settled.result : { state: 'loading' };
}
