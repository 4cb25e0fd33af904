import type { SetAsideItem } from "@qbank/api/client";
import { trpc } from "../app/trpc.ts";
import { formatDay } from "../user/payments/format.ts";

const STEPS: Record<SetAsideItem["step"], string> = {
  overdue_runs: "Closing an overdue mock",
  local_renewals: "Renewing an offline plan",
  refunds: "Refunding a refused payment",
  purge: "Clearing expired sessions and links",
  sent_mail: "Clearing sent mail",
  device_replies: "Clearing replies kept for phones",
  question_quality: "Refreshing question quality",
};

/**
 * What the minute sweep gave up on after three failures; shown only when there is some. Once
 * the cause is fixed, Try again puts the item back into the next sweep.
 */
export function SetAsideSweepItems() {
  const utils = trpc.useUtils();
  const { data } = trpc.admin.sweepSetAside.useQuery();
  const release = trpc.admin.releaseSweepItem.useMutation({
    onSettled: () => utils.admin.sweepSetAside.invalidate(),
  });
  if (!data || data.length === 0) return null;
  const tryAgain = (item: SetAsideItem) => release.mutate({ step: item.step, item_id: item.item_id });
  return (
    <section className="card stack" aria-labelledby="set-aside-items">
      <h2 id="set-aside-items">Set aside by the sweep</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Since</th>
              <th scope="col">Task</th>
              <th scope="col">Item</th>
              <th scope="col">Failures</th>
              <th scope="col">Last error</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={`${item.step}/${item.item_id}`}>
                <td>{formatDay(item.set_aside_at)}</td>
                <td>{STEPS[item.step]}</td>
                <td>{item.item_id}</td>
                <td>{item.failures}</td>
                <td>{item.last_error}</td>
                <td>
                  <button type="button" className="btn" disabled={release.isPending} onClick={() => tryAgain(item)}>
                    Try again
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
