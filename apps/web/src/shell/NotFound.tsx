import { Link } from "react-router";

export function NotFound() {
  return (
    <main className="auth-page">
      <div className="card auth-card stack">
        <h1>Page not found</h1>
        <p className="muted">The page you asked for does not exist.</p>
        <Link className="btn" to="/">
          Go to the start page
        </Link>
      </div>
    </main>
  );
}
