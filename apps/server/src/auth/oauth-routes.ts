import {
  fetchFacebookProfile,
  fetchGoogleProfile,
  withinProviderTimeout,
  providerNames,
  signInNotices,
  signInWithProvider,
  type ApiDeps,
  type Provider,
} from "@qbank/api";
import { TRPCError } from "@trpc/server";
import { generateCodeVerifier, generateState } from "arctic";
import { Router, type Request, type Response } from "express";
import type { Logger } from "../logger.ts";
import { contextFor } from "../context.ts";

const STATE_COOKIE = "oauth_state";
const VERIFIER_COOKIE = "oauth_verifier";
const TEN_MINUTES = 10 * 60 * 1000;

const loginMessage = (message: string) => `/login?${new URLSearchParams({ message }).toString()}`;

/** Google and Facebook sign-in: redirect out with state (and PKCE), come back, sign in. */
export function oauthRouter(deps: ApiDeps, logger: Logger, secure: boolean): Router {
  const router = Router();
  const cookieOptions = { httpOnly: true, secure, sameSite: "lax" as const, maxAge: TEN_MINUTES, path: "/api/auth" };

  const start = (provider: Provider) => (_req: Request, res: Response) => {
    const state = generateState();
    if (provider === "google" && deps.oauth.google) {
      const verifier = generateCodeVerifier();
      res.cookie(STATE_COOKIE, state, cookieOptions).cookie(VERIFIER_COOKIE, verifier, cookieOptions);
      return res.redirect(
        deps.oauth.google.createAuthorizationURL(state, verifier, ["openid", "email", "profile"]).toString(),
      );
    }
    if (provider === "facebook" && deps.oauth.facebook) {
      res.cookie(STATE_COOKIE, state, cookieOptions);
      return res.redirect(deps.oauth.facebook.createAuthorizationURL(state, ["email", "public_profile"]).toString());
    }
    res.redirect(loginMessage(signInNotices.unavailable(providerNames[provider])));
  };

  const callback = (provider: Provider) => async (req: Request, res: Response) => {
    const cookies = req.cookies as Record<string, string | undefined>;
    const { code, state } = req.query;
    res.clearCookie(STATE_COOKIE, { path: "/api/auth" }).clearCookie(VERIFIER_COOKIE, { path: "/api/auth" });
    if (
      typeof code !== "string" ||
      typeof state !== "string" ||
      !cookies[STATE_COOKIE] ||
      state !== cookies[STATE_COOKIE]
    ) {
      return res.redirect(loginMessage(signInNotices.incomplete(providerNames[provider])));
    }
    try {
      let profile;
      if (provider === "google" && deps.oauth.google && cookies[VERIFIER_COOKIE]) {
        profile = await fetchGoogleProfile(
          await withinProviderTimeout(deps.oauth.google.validateAuthorizationCode(code, cookies[VERIFIER_COOKIE])),
        );
      } else if (provider === "facebook" && deps.oauth.facebook) {
        profile = await fetchFacebookProfile(
          await withinProviderTimeout(deps.oauth.facebook.validateAuthorizationCode(code)),
        );
      } else {
        return res.redirect(loginMessage(signInNotices.incomplete(providerNames[provider])));
      }
      await signInWithProvider(contextFor(deps, req, res), profile);
      res.redirect("/user");
    } catch (error) {
      if (error instanceof TRPCError) return res.redirect(loginMessage(error.message));
      logger.warn({ err: error, provider }, "social sign-in failed");
      res.redirect(loginMessage(signInNotices.failed(providerNames[provider])));
    }
  };

  for (const provider of ["google", "facebook"] as const) {
    router.get(`/${provider}`, start(provider));
    router.get(`/${provider}/callback`, callback(provider));
  }
  return router;
}
