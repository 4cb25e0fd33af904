import { EmptyFrame } from "../../shell/EmptyFrame.tsx";

export default function TicketPage() {
  return <EmptyFrame title="Support Ticket" />;
}
