import { trpc } from "../app/trpc.ts";

const providers = [
  { id: "google", name: "Google" },
  { id: "facebook", name: "Facebook" },
] as const;

/**
 * Navigates the browser to the provider; a provider this server lacks says so on its button.
 * Until the server has said which it has, the buttons wait (a click would have led to a provider
 * that is not set up); should it not answer, they are offered and the server says so itself.
 */
export function SocialButtons({ verb }: { verb: "Log in" | "Sign up" }) {
  const { data, isError } = trpc.auth.providers.useQuery(undefined, { staleTime: Infinity });
  return (
    <div className="social" aria-busy={(!data && !isError) || undefined}>
      {providers.map((p) => {
        const set = data ? data[p.id] : isError;
        return (
          <button
            key={p.id}
            type="button"
            className="btn btn-secondary btn-block"
            disabled={!set}
            onClick={() => window.location.assign(`/api/auth/${p.id}`)}
          >
            {set || !data ? `${verb} with ${p.name}` : `${p.name} sign-in is not set up here`}
          </button>
        );
      })}
    </div>
  );
}
