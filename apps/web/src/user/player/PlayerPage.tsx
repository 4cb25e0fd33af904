import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function PlayerPage() {
  return <EmptyFrame title="Questions" />;
}
