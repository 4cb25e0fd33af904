import {
  findOauthAccount,
  forgetUnprovenPassword,
  findUserByEmail,
  findUserById,
  confirmUserEmail,
  insertUser,
  linkOauthAccount,
  newId,
} from "@qbank/db";
import type { OAuth2Tokens } from "arctic";
import { signInNotices, SIGN_IN_RETRY } from "./login-notices.ts";
import { providerNames, type Provider } from "./providers.ts";
import type { Context } from "../context.ts";
import { appError } from "../shared/errors.ts";
import { Level } from "../shared/levels.ts";
import { refuseClosedAccount, startSession } from "./service.ts";

export { providerNames, type OAuthProviders, type Provider } from "./providers.ts";

/** What we keep of a provider's answer about the person. */
export interface ProviderProfile {
  provider: Provider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A provider that does not answer in this long fails the sign-in instead of holding the request open. */
export const PROVIDER_TIMEOUT_MS = 8_000;

/** Arctic's code exchange takes no signal of ours: it is raced against one that times out. */
export function withinProviderTimeout<T>(work: Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export async function fetchGoogleProfile(tokens: OAuth2Tokens): Promise<ProviderProfile> {
  const res = await fetch("https://openidconnect.googleapis.com/v1/userinfo", {
    headers: { Authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Google userinfo answered ${res.status}`);
  const p = (await res.json()) as {
    sub: string;
    email?: string;
    email_verified?: boolean;
    given_name?: string;
    family_name?: string;
  };
  return {
    provider: "google",
    providerUserId: p.sub,
    email: p.email?.toLowerCase() ?? null,
    emailVerified: p.email_verified === true,
    firstName: p.given_name ?? "",
    lastName: p.family_name ?? "",
  };
}

export async function fetchFacebookProfile(tokens: OAuth2Tokens): Promise<ProviderProfile> {
  const url = new URL("https://graph.facebook.com/me");
  url.searchParams.set("fields", "id,email,first_name,last_name");
  url.searchParams.set("access_token", tokens.accessToken());
  const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`Facebook profile answered ${res.status}`);
  const p = (await res.json()) as { id: string; email?: string; first_name?: string; last_name?: string };
  // Facebook only returns an email it has confirmed.
  return {
    provider: "facebook",
    providerUserId: p.id,
    email: p.email?.toLowerCase() ?? null,
    emailVerified: Boolean(p.email),
    firstName: p.first_name ?? "",
    lastName: p.last_name ?? "",
  };
}

/**
 * Signs in with a provider's profile: the linked account, else the account with the same
 * email when the provider has verified it, else a new confirmed learner.
 */
export async function signInWithProvider(ctx: Context, profile: ProviderProfile): Promise<void> {
  const name = providerNames[profile.provider];
  const linked = await findOauthAccount(ctx.db, profile.provider, profile.providerUserId);
  let user = linked ? await findUserById(ctx.db, linked.user_id) : undefined;
  if (!user) {
    if (!profile.email || !profile.emailVerified) {
      throw appError("BAD_REQUEST", "email", signInNotices.noVerifiedEmail(name));
    }
    user =
      (await findUserByEmail(ctx.db, profile.email)) ??
      (await insertUser(ctx.db, {
        id: newId(),
        email: profile.email,
        first_name: profile.firstName || name,
        second_name: profile.lastName || "User",
        password_hash: null,
        level: Level.Basic,
        email_verified_at: ctx.clock.now(),
        qbank_reset_at: null,
        stripe_customer_id: null,
        created_at: ctx.clock.now(),
        updated_at: ctx.clock.now(),
      }));
    if (!user) throw appError("CONFLICT", "email", SIGN_IN_RETRY);
    const owner = user;
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      // Anyone can sign up with any address and a password of their own, then wait for its
      // owner to come by a provider: an unconfirmed account's password goes before it is linked.
      await forgetUnprovenPassword(trx, owner.id, now);
      await linkOauthAccount(trx, {
        provider: profile.provider,
        provider_user_id: profile.providerUserId,
        user_id: owner.id,
        created_at: now,
      });
      await confirmUserEmail(trx, owner.id, now);
    });
  }
  refuseClosedAccount(user.level);
  if (ctx.session) await ctx.lucia.invalidateSession(ctx.session.id);
  await startSession(ctx, user.id);
}
