import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function MockPage() {
  return <EmptyFrame title="Mock Test" />;
}
