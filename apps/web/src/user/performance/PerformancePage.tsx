import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function PerformancePage() {
  return <EmptyFrame title="Your Performance" />;
}
