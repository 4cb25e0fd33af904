import { migrate, openDatabase } from "../database.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../logger.ts";

const env = readEnv();
const handle = await openDatabase(env);
await migrate(handle, env, createLogger(env.LOG_LEVEL));
await handle.close();
