/** Local flag of docs/product.md §3: the premium-day notice was shown on this browser; logout clears it. */
export const PREMIUM_NOTICE_FLAG = 'hasShownPremiumNotice';
