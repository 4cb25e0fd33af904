import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "../../ui/focus-memory.ts";

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
  const focus = useReturnFocus();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay" />
        <D.Content
          className="drawer drawer-right"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.rememberOpener}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="dialog-head drawer-head">
            <D.Title>Questions</D.Title>
            <D.Close className="btn btn-ghost icon-btn" aria-label="Close">
              <X aria-hidden="true" size={20} />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
