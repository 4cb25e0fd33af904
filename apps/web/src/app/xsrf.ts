/** The XSRF cookie's value, sent back as the X-XSRF-TOKEN header on every call. */
export function readXsrfToken(): string {
  const match = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
  return match ? decodeURIComponent(match.slice("XSRF-TOKEN=".length)) : "";
}
