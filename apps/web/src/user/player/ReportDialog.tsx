import { reportText } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import { TextDialog } from "../../ui/TextDialog.tsx";
import { useRequestId } from "../../ui/useRequestId.ts";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionId: string;
  categoryName: string;
  onSent: () => void;
}

/** "Report Question": what is wrong with the question, sent to support as a ticket. */
export function ReportDialog({ open, onOpenChange, questionId, categoryName, onSent }: Props) {
  const report = trpc.support.reportQuestion.useMutation();
  const [requestId, renewRequestId] = useRequestId();
  return (
    <TextDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Question"
      action="Submit"
      label="Please inform us if you found something wrong with question"
      name="text"
      schema={reportText}
      maxLength={5000}
      onSend={(text) => report.mutateAsync({ questionId, category: categoryName, text, device_id: requestId })}
      onSent={() => {
        renewRequestId();
        onSent();
      }}
    />
  );
}
