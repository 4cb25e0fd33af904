import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function SupportPage() {
  return <EmptyFrame title="Support" />;
}
