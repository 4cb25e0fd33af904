import { Navigate } from "react-router";
import { homePath } from "../app/home-path.ts";
import { useUserData } from "../app/user-data.ts";

/** /user and /user/: each person's own home (the sign-in by a provider lands here). */
export default function UserHome() {
  const { level, isPending } = useUserData();
  if (isPending) return <div className="loading-line" aria-label="Loading" />;
  return <Navigate to={homePath(level)} replace />;
}
