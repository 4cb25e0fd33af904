import { dismissRefusals, type OutboxState } from "./outbox.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * The player's word on the network: offline, answers wait on the device (in a mock, only
 * until the time is up by the server's clock); and any queued request the server refused.
 */
export function OfflineBanner({ outbox, timed }: { outbox: OutboxState; timed: boolean }) {
  return (
    <>
      {(!outbox.online || outbox.unsent > 0) && (
        <div className="alert offline-banner" role="status">
          <p>
            {outbox.online
              ? "Sending the answers saved on this device…"
              : "Offline: your answers are saved on this device and will be sent when you are back online."}
          </p>
          <p className="offline-count">{plural(outbox.unsentAnswers, "unsent answer")}</p>
          {outbox.lastSync && (
            <p>
              Last sync: <time dateTime={outbox.lastSync}>{format.format(new Date(outbox.lastSync))}</time>
            </p>
          )}
          {timed && <p>This is a timed mock: an answer counts only if it reaches us before your time is up.</p>}
        </div>
      )}
      {outbox.refusals.length > 0 && (
        <div className="alert" role="alert">
          <p>Some answers saved on this device were not accepted:</p>
          <ul>
            {outbox.refusals.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary" onClick={dismissRefusals}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
