import { AuthLayout } from "../auth/AuthLayout.tsx";

export default function PrivacyPage() {
  return (
    <AuthLayout title="Privacy policy">
      <div className="stack">
        <p>
          We keep your name, email and study history to run your account and show your progress. Passwords are stored
          only as strong one-way hashes.
        </p>
        <p>
          Visits are counted without cookies, from a salted daily hash; we never store your IP address. Payments are
          handled by our card payment provider; we never see your card number.
        </p>
        <p>
          Your account page offers Download my data (a copy of everything we hold about you) and Delete my account,
          which erases your profile, answers and tickets. Payment records are kept for our accounts, without your name.
        </p>
      </div>
    </AuthLayout>
  );
}
