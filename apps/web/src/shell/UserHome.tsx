import { landsInBank, isAdmin } from "@qbank/api/client";
import { Navigate } from "react-router";
import { useUserData } from "../app/user-data.ts";

/** /user and /user/: admins to their dashboard, plan holders to the bank, others to the dashboard. */
export default function UserHome() {
  const { level, isPending } = useUserData();
  if (isPending) return <div className="loading-line" aria-label="Loading" />;
  if (isAdmin(level)) return <Navigate to="/admin/dashboard" replace />;
  if (landsInBank(level)) return <Navigate to="/user/qbank" replace />;
  return <Navigate to="/user/dashboard" replace />;
}
