import { useNavigate } from "react-router";
import { trpc } from "../app/trpc.ts";
import { useResetSession } from "../app/user-data.ts";
import { releaseDevice } from "../offline/logout.ts";

/** Log Out, from the sidebar or the account page: asks before losing unsent work, then signs out. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const logout = trpc.auth.logout.useMutation({
    // Leave the learner area first, so no screen refetches the old user's data after the clear.
    onSettled: async () => {
      await navigate("/login");
      resetSession();
    },
  });
  return () => void releaseDevice().then((go) => go && logout.mutate());
}
