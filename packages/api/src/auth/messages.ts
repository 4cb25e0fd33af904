/** Login's answer for an account whose email is not confirmed yet; the page then offers a new link. */
export const EMAIL_NOT_CONFIRMED = "Please confirm your email first.";
