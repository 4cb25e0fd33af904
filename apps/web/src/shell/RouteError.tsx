import { Link, useRouteError } from "react-router";

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="auth-page">
      <div className="card auth-card stack">
        <h1>Something went wrong</h1>
        <p className="muted">Please reload the page. If it keeps happening, contact support.</p>
        <Link className="btn" to="/">
          Go to the start page
        </Link>
      </div>
    </main>
  );
}
