import { useNavigate } from "react-router";
import { askToLeave } from "../app/leave-guard.ts";
import { trpc } from "../app/trpc.ts";
import { useResetSession } from "../app/user-data.ts";
import { releaseDevice } from "../offline/logout.ts";

/**
 * Log Out, from the sidebar or the account page: asks before losing the page's unsaved work (an
 * admin's edit, a running Master Mock) and the device's unsent work, then signs out.
 */
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
  return () =>
    void (async () => {
      if ((await askToLeave()) && (await releaseDevice())) logout.mutate();
    })();
}
