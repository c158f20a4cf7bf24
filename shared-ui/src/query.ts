// '@lettra/shared-ui/query': server state through TanStack Query, shared as one federation singleton
// so that every remote reads and writes one cache (the dashboard and my letters share their letters).
// App code imports TanStack Query from here only (eslint.config.js), as it imports routing from
// '/router': a second copy in a remote would be a second cache nobody else sees.
export { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
export { PlatformQueryProvider } from './query/PlatformQueryProvider.tsx';
export { queryKeys } from './query/query-keys.ts';
