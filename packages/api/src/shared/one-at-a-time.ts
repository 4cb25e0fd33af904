/**
 * A turn of its own for work that holds much memory while it runs: the calls given to the
 * answer wait, in order, until the one before them has finished (failed ones included). Each
 * server process has its own.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let running = false;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running) await new Promise<void>((resolve) => waiting.push(resolve));
    else running = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    }
  };
}
