import { lazy, Suspense, type ComponentType } from "react";

/** A dialog whose code (Radix) loads the first time one opens: screens on the first load (the sign-in screen) stay light. */
function loadedOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const Dialog = loadedOnOpen(async () => (await import("./Dialog.tsx")).Dialog);
export const ConfirmDialog = loadedOnOpen(async () => (await import("./ConfirmDialog.tsx")).ConfirmDialog);
