import { migrate, openDatabase, seedIfEmpty } from "../database.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../logger.ts";

const env = readEnv({ SEED_DEMO: "true" });
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(env);
await migrate(handle, env, logger);
await seedIfEmpty(handle, env, logger);
await handle.close();
