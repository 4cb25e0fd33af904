import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { ConnectionBanner } from "./ConnectionBanner.tsx";
import { CookieBanner } from "./CookieBanner.tsx";
import { UpdatePrompt } from "../offline/UpdatePrompt.tsx";

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== "idle" && (
        <div
          className="loading-line"
          role="progressbar"
          aria-label="Loading"
          style={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: 60 }}
        />
      )}
      <ConnectionBanner />
      <CookieBanner />
      <UpdatePrompt />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
