import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";

/** The first message of a failed payment call, in the server's words. */
export const paymentError = (error: unknown): string => errorItems(error)[0]?.message ?? "Something went wrong";

/**
 * Starting a checkout: the server answers with the provider's page (or the local test page)
 * and the browser goes there. `pending` names the price being bought, so only its button waits.
 */
export function useBuy(kind: "plan" | "attempts") {
  const [pending, setPending] = useState<string | null>(null);
  const onSuccess = ({ url }: { url: string }) => window.location.assign(url);
  const onError = () => setPending(null);
  const plan = trpc.payments.buyPlan.useMutation({ onSuccess, onError });
  const attempts = trpc.payments.buyAttempts.useMutation({ onSuccess, onError });
  const mutation = kind === "plan" ? plan : attempts;
  return {
    pending,
    error: mutation.error ? paymentError(mutation.error) : null,
    buy: (price: string) => {
      setPending(price);
      mutation.mutate({ price });
    },
  };
}

/**
 * Every change to the learner's plan may change their level: refetch everything the learner
 * sees (the sidebar, user data, attempts, payments) once it lands. A checkout's own result is
 * left alone: it says what that purchase gave, not what later changes made of it.
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  const checkoutPath = JSON.stringify(getQueryKey(trpc.payments.checkout)[0]);
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== checkoutPath });
}
