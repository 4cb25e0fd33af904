import cluster from "node:cluster";
import { runPrimary } from "./cluster.ts";
import { readEnvOrExit } from "./env.ts";
import { createLogger } from "./logger.ts";
import { serve } from "./serve.ts";

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
if (cluster.isWorker) await serve(env, logger, "web");
else if (env.webProcesses > 1) await runPrimary(env, logger);
else await serve(env, logger, "server");
