import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function QbankPage() {
  return <EmptyFrame title="QBank" />;
}
