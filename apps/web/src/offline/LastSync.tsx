import { useEffect, useState } from "react";
import { lastSync } from "./device-store.ts";

const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** When answers kept on this device while offline were last sent; nothing if never. */
export function LastSync() {
  const [at, setAt] = useState<string>();
  useEffect(() => {
    lastSync().then(setAt, () => undefined);
  }, []);
  if (!at) return null;
  return (
    <p className="muted last-sync">
      Last sync: <time dateTime={at}>{format.format(new Date(at))}</time>
    </p>
  );
}
