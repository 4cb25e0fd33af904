import { redirect, type LoaderFunctionArgs } from "react-router";
import { api, httpStatus } from "./trpc.ts";

/**
 * The navigation guard (spec section 2): every navigation posts its full path. Allowed
 * goes on; refused (403) goes to /user, which sends the learner to their own home; no
 * session or a failed call goes to /login.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const to = `${url.pathname}${url.search}`;
  try {
    await api.auth.guard.query({ to });
    return null;
  } catch (error) {
    if (!navigator.onLine) return null;
    if (httpStatus(error) === 403 && !url.pathname.startsWith("/user")) throw redirect("/user");
    throw redirect("/login");
  }
}
