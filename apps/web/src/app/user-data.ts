import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "./trpc.ts";

/** The signed-in user (or `{level: 0}`), shared by every screen. */
export function useUserData() {
  const query = trpc.auth.userData.useQuery(undefined, { staleTime: 60_000 });
  const data = query.data;
  return { ...query, user: data && "id" in data ? data : undefined, level: data?.level ?? 0 };
}

/**
 * Drops everything cached about the previous user (at login and logout). Invalidating would keep
 * the old data on screen until the refetch lands, which on a shared computer shows one learner's
 * data to the next.
 */
export function useResetSession() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.cancelQueries();
    queryClient.clear();
  };
}
