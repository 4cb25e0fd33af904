import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "./schema.ts";

export type { paths, operations, components } from "./schema.ts";

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";

/**
 * Keeps the cookies a server sets (the session and the XSRF token) and sends the XSRF
 * cookie back as the X-XSRF-TOKEN header, as a browser client of the legacy API does.
 * Browsers keep cookies themselves: there, only the header is needed.
 */
export function cookieSession(): Middleware & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    cookies,
    onRequest({ request }) {
      if (cookies.size) request.headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const xsrf = cookies.get(XSRF_COOKIE);
      if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1);
        if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}

/** A typed client of the legacy REST API (docs/openapi.json), keeping its own session. */
export function createLegacyClient(baseUrl: string): Client<paths> {
  const client = createClient<paths>({ baseUrl });
  client.use(cookieSession());
  return client;
}
