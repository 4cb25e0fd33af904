import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useConnectionLost } from "../app/connection.ts";
import { api } from "../app/trpc.ts";
import { knownUser } from "../offline/device-user.ts";

/** While lost, a light call every few seconds finds out when the server is back. */
const PROBE_MS = 3_000;

/** The player's own path: it says itself what waits on the device while offline. */
const PLAYER_PATH = "/user/qbank/start";

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const useOffline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );

/** The player's address of the account's unfinished run kept on this device, looked up while offline. */
function useRunToResume(offline: boolean): string | undefined {
  const [path, setPath] = useState<string>();
  useEffect(() => {
    const user = knownUser()?.id;
    if (!offline || !user) return;
    let current = true;
    // The device's store is loaded only now: the sign-in page's first script stays without it.
    void import("../offline/device-store.ts")
      .then(({ latestOpenRun }) => latestOpenRun(user))
      .then((run) => current && setPath(run && `${PLAYER_PATH}?mode=${run.run.mode}&run=${run.id}`))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [offline]);
  return offline ? path : undefined;
}

/**
 * Shown on every screen but the player while the device is offline (screens then wait for the
 * network, and an unfinished run kept on the device is a click away), and on every screen while
 * calls to the server get no answer or a 503 with the device online (its database is
 * restarting); queries and the mutations that may be repeated are retried meanwhile.
 */
export function ConnectionBanner() {
  const connectionLost = useConnectionLost();
  const offline = useOffline();
  const inPlayer = useLocation().pathname === PLAYER_PATH;
  const resume = useRunToResume(offline && !inPlayer);
  // Offline, the player says itself what waits on the device: one message, not two.
  const lost = offline ? !inPlayer : connectionLost;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!connectionLost) return;
    const timer = setInterval(() => void api.auth.userData.query().catch(() => undefined), PROBE_MS);
    return () => clearInterval(timer);
  }, [connectionLost]);
  // The sidebar, the phone's top bar and the menu drawer stick below the bar, never under it.
  useEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => root.style.setProperty("--banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--banner-height");
    };
  }, [lost]);
  if (!lost) return null;
  if (offline && !inPlayer) {
    return (
      <div className="connection-banner" role="status" ref={bar}>
        You are offline: this screen will load when you are back online.
        {resume && (
          <>
            {" "}
            <Link to={resume}>Resume your last session</Link>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="connection-banner" role="status" ref={bar}>
      We lost the connection to the server; retrying
    </div>
  );
}
