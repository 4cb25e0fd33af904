import { v7 } from "uuid";

/** Time-ordered UUIDv7, generated in the app (docs/architecture.md, "The clock"). */
export const newId = (): string => v7();
