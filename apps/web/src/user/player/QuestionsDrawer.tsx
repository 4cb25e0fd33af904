import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";

/** The question list as a drawer from the right, on screens too narrow for the sidebar. */
export function QuestionsDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay" />
        <D.Content className="drawer drawer-right" aria-describedby={undefined}>
          <D.Title className="visually-hidden">Questions</D.Title>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
