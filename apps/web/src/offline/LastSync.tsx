import { useOutbox } from "./outbox.ts";

const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * What this account's queue holds on the device and when it last reached the server: nothing
 * when the queue is empty and it was never sent.
 */
export function LastSync() {
  const { unsent, unsentAnswers, lastSync, online } = useOutbox();
  const others = unsent - unsentAnswers;
  return (
    <>
      {unsent > 0 && (
        <p className="device-queue" role="status">
          {unsentAnswers > 0 ? plural(unsentAnswers, "unsent answer") : plural(others, "unsent change")}
          {unsentAnswers > 0 && others > 0 ? ` and ${plural(others, "other change")}` : ""} on this device
          {online ? ", sending…" : ", sent when you are back online."}
        </p>
      )}
      {lastSync && (
        <p className="muted last-sync">
          Last sync: <time dateTime={lastSync}>{format.format(new Date(lastSync))}</time>
        </p>
      )}
    </>
  );
}
