import type { Request } from "express";

// Inputs go to the procedures as they arrive: each procedure's zod schema validates them.
export const body = (req: Request) => (req.body ?? {}) as never;
export const query = (req: Request) => req.query as never;
export const param = (req: Request, name: string) => String(req.params[name] ?? "");
