import { rescheduleAll } from "@qbank/api";
import { migrate, openDatabase } from "../database.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../logger.ts";

// Replays every review card's grades with the current FSRS parameters (packages/api/src/review/scheduler.ts).
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env);
await migrate(handle, env, logger);
const cards = await rescheduleAll(handle.db);
logger.info({ cards }, "review schedules recomputed");
await handle.close();
