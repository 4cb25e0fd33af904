import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function DashboardPage() {
  return <EmptyFrame title="Dashboard" />;
}
