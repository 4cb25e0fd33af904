import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function RevisionListPage() {
  return <EmptyFrame title="Revision Keys" />;
}
