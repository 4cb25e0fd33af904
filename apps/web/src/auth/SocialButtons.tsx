import { trpc } from "../app/trpc.ts";

const providers = [
  { id: "google", name: "Google" },
  { id: "facebook", name: "Facebook" },
] as const;

/** Navigates the browser to the provider; a provider this server lacks says so on its button. */
export function SocialButtons({ verb }: { verb: "Log in" | "Sign up" }) {
  const { data } = trpc.auth.providers.useQuery(undefined, { staleTime: Infinity });
  return (
    <div className="social">
      {providers.map((p) => {
        const available = data?.[p.id] ?? true;
        return (
          <button
            key={p.id}
            type="button"
            className="btn btn-secondary btn-block"
            disabled={!available}
            onClick={() => window.location.assign(`/api/auth/${p.id}`)}
          >
            {available ? `${verb} with ${p.name}` : `${p.name} sign-in is not set up here`}
          </button>
        );
      })}
    </div>
  );
}
