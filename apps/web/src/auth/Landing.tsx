import { landsInBank, isLearner } from "@qbank/api/client";
import { Navigate } from "react-router";
import { useUserData } from "../app/user-data.ts";

/** '/': shows 'Redirecting', then sends the visitor where their level belongs. */
export function Landing() {
  const { level, isPending, isError } = useUserData();
  if (isPending) {
    return (
      <main className="auth-page">
        <p aria-live="polite">Redirecting</p>
      </main>
    );
  }
  if (isError) return <Navigate to="/login" replace />;
  if (landsInBank(level)) return <Navigate to="/user/qbank" replace />;
  if (isLearner(level)) return <Navigate to="/user/dashboard" replace />;
  return <Navigate to="/login" replace />;
}
