import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function RevisionKeyPage() {
  return <EmptyFrame title="Revision Key" />;
}
