import { redirect, type LoaderFunctionArgs } from "react-router";
import { isPublicPath } from "@qbank/api/client";
import { api, httpStatus } from "./trpc.ts";

/**
 * The navigation guard: a public path (the sign-in page, the landing page…) shows at once, as
 * the server would pass it anyway; any other navigation asks the server with its full path.
 * Allowed goes on; refused (403) goes to /user, which sends the learner to their own home; no
 * session goes to /login; a server that cannot be reached leaves the learner where they go.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const to = `${url.pathname}${url.search}`;
  if (isPublicPath(to)) return null;
  try {
    await api.auth.guard.query({ to });
    return null;
  } catch (error) {
    const status = httpStatus(error);
    // Offline, or the server cannot be reached just now (the banner says so): stay, rather than
    // send a signed-in learner to log in; the page's own calls are checked by the server anyway.
    if (!navigator.onLine || status === undefined || status === 503) return null;
    if (status === 403 && !url.pathname.startsWith("/user")) throw redirect("/user");
    throw redirect("/login");
  }
}
