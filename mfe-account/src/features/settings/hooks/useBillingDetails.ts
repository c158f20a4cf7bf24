import type { BillingDetails } from '@lettra/contracts';
import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { getBillingDetails } from '../api/get-billing-details.ts';

export type BillingDetailsState = { state: 'loading' } | { state: 'ready'; details: BillingDetails } | { state: 'failed' };

/** The subscriber's billing details, read when the block shows and again whenever `reloadKey` changes. */
export function useBillingDetails(reloadKey: string): BillingDetailsState {
  const read = useQuery({ queryKey: queryKeys.account.billingDetails(reloadKey), queryFn: ({ signal }) => getBillingDetails(signal) });
  if (read.data) return { state: 'ready', details: read.data };
  return read.isError ? { state: 'failed' } : { state: 'loading' };
}
