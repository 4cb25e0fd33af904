import { AuthLayout } from "../auth/AuthLayout.tsx";

export default function TermsPage() {
  return (
    <AuthLayout title="Terms of use">
      <div className="stack">
        <p>
          This question bank is a study aid for the PLAB 1 exam. It does not replace clinical training, guidelines or
          supervision.
        </p>
        <p>Your account is personal: do not share it. Questions and explanations may not be copied or redistributed.</p>
        <p>
          Plans renew until you stop them from your dashboard. Master Mock attempts are one-time purchases with no
          expiry; an attempt is used when you start a Master Mock.
        </p>
      </div>
    </AuthLayout>
  );
}
