// What the web app may import at run time: schemas and constants, never server code.
export * from "./auth/schemas.ts";
export * from "./account/schemas.ts";
export * from "./shared/levels.ts";
export { PASSWORD_MAX, PASSWORD_MIN } from "./auth/password-rules.ts";
export type { AppRouter } from "./root.ts";
export type { ErrorItem } from "./shared/errors.ts";
