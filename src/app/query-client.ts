import { QueryClient } from "@tanstack/react-query";

/**
 * Server data of the signed-in screens. It lives with the shell (its own chunk), so the sign-in
 * page downloads none of TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will not turn into a 2xx by asking again; screens show the failure and offer to retry.
    queries: { retry: 1, staleTime: 30_000 },
  },
});
