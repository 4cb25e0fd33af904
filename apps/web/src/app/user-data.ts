import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect } from "react";
import { knownUser, rememberUser } from "../offline/device-user.ts";
import { claimPage, drawPageFor } from "./page-account.ts";
import { trpc } from "./trpc.ts";

/**
 * The signed-in user (or `{level: 0}`), shared by every screen. While the server cannot be
 * reached, the person this device last knew (their name, plan and menu), not a visitor.
 */
export function useUserData() {
  const query = trpc.auth.userData.useQuery(undefined, { staleTime: 60_000 });
  const data = query.data;
  const visitor = data !== undefined && !("id" in data);
  useEffect(() => {
    if (visitor) rememberUser(undefined);
  }, [visitor]);
  const fresh = data && "id" in data ? data : undefined;
  const unreachable = data === undefined && (query.isError || query.failureCount > 0 || !navigator.onLine);
  const kept = unreachable ? knownUser() : undefined;
  const user = fresh ?? kept;
  const id = user?.id;
  // The page is drawn for the first account it shows; a session another tab opens later is not its.
  // Before the screens' own effects, which save and send as the page's account.
  useLayoutEffect(() => {
    if (id) claimPage(id);
  }, [id]);
  return {
    ...query,
    isPending: query.isPending && !kept,
    user,
    level: user?.level ?? data?.level ?? 0,
  };
}

/** Keeps the signed-in user on the device for offline screens and the queue's owner (the signed-in shell calls it). */
export function useKeepUser(): void {
  const data = trpc.auth.userData.useQuery(undefined, { staleTime: 60_000 }).data;
  useEffect(() => {
    if (data && "id" in data) rememberUser(data);
  }, [data]);
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
    drawPageFor(undefined);
  };
}
