import { useWaitingUpdate } from "./update-state.ts";

/** "A new version is ready: Reload", shown until the learner chooses to reload. */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <p>A new version is ready</p>
      <button type="button" className="btn" onClick={apply}>
        Reload
      </button>
    </div>
  );
}
