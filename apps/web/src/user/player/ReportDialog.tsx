import { useId, useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionId: string;
  categoryName: string;
  onSent: () => void;
}

export function ReportDialog({ open, onOpenChange, questionId, categoryName, onSent }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const report = trpc.support.reportQuestion.useMutation({
    onSuccess: () => {
      setText("");
      onOpenChange(false);
      onSent();
    },
    onError: (e) => setError(errorItems(e)[0]?.message),
  });
  const send = () => {
    if (text.trim() === "") return;
    report.mutate({ questionId, category: categoryName, text });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Question"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={send} disabled={report.isPending || text.trim() === ""}>
            Submit
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={id}>Please inform us if you found something wrong with question</label>
        <textarea id={id} className="input" value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
