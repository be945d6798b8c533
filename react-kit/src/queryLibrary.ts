// The query library, as the page has it: the page shares react-kit, and the library
// only inside it, cut to the hooks re-exported here, so a page carries what the site calls and
// not every hook TanStack Query has. Every other file imports these from here or from
// react-kit (lint rule pinboard/one-query-library): a file importing the library itself
// would bundle a second copy, whose hooks do not see the page's cache. A hook an area needs that is
// missing here is added here first, and reaches areas with the shell that provides it.
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type DehydratedState,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
