import { z } from "zod";

/** The id a device gives a request it queued while offline, so a replay is the same request. */
export const deviceIdField = { device_id: z.uuid({ error: "Unknown device request id." }).optional() };
