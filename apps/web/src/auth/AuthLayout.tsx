import type { ReactNode } from "react";
import { Link } from "react-router";

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="card auth-card">
        <Link to="/" className="auth-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          PLAB Question Bank
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
