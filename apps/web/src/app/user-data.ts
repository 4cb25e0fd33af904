import { trpc } from "./trpc.ts";

/** The signed-in user (or `{level: 0}`), shared by every screen. */
export function useUserData() {
  const query = trpc.auth.userData.useQuery(undefined, { staleTime: 60_000 });
  const data = query.data;
  return { ...query, user: data && "id" in data ? data : undefined, level: data?.level ?? 0 };
}

/** Forget everything cached about the previous user (after login or logout). */
export function useResetSession() {
  const utils = trpc.useUtils();
  return () => utils.invalidate();
}
