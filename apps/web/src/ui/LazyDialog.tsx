import { lazy, Suspense, type ComponentProps } from "react";
import type { Dialog as EagerDialog } from "./Dialog.tsx";

const Loaded = lazy(async () => ({ default: (await import("./Dialog.tsx")).Dialog }));

/**
 * The same dialog, its code (Radix) loaded the first time one opens: screens on the first
 * load (the sign-in screen) stay light.
 */
export function Dialog(props: ComponentProps<typeof EagerDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
