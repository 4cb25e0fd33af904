import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: email links and other bearer secrets. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

export const sha256Hex = (value: string): string => createHash("sha256").update(value).digest("hex");
