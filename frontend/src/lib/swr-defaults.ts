// SWR's options for the whole app, set once: app/provider.tsx's SWRConfig, and the web tests' wrappers. The API client
// and the data fetchers own retries (lib/http-transport.ts, lib/data-fetcher.ts; docs/PRODUCT.md §8, §9), so SWR never
// retries an error itself (it would multiply their attempts), and a page is not reloaded because its window regained
// focus (what must refresh on focus asks for it: the plan meters).
import type { SWRConfiguration } from 'swr';

export const SWR_DEFAULTS = { shouldRetryOnError: false, revalidateOnFocus: false } as const satisfies SWRConfiguration;
