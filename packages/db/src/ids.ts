import { v7 } from "uuid";

/** Time-ordered UUIDv7, generated in the app (DESIGN.md section 1). */
export const newId = (): string => v7();
