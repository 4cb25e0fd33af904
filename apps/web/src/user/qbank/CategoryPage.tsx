import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function CategoryPage() {
  return <EmptyFrame title="QBank" />;
}
