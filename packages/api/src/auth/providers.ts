import type { Facebook, Google } from "arctic";

export type Provider = "google" | "facebook";

/** The configured OAuth clients; a provider left out is not set up here. */
export interface OAuthProviders {
  google?: Google | undefined;
  facebook?: Facebook | undefined;
}

export const providerNames: Record<Provider, string> = { google: "Google", facebook: "Facebook" };
