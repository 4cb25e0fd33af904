import { saveDiscussionProfileInput } from "@qbank/api/client";
import { useId, useState } from "react";
import "./discussion.css";
import { trpc } from "../../app/trpc.ts";
import { TextField } from "../../ui/fields.tsx";
import { SubmitRow } from "../../ui/SubmitRow.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";

/** The account page's discussion settings: the name beside one's comments (never the email) and the reply digest. */
export function DiscussionSettings() {
  const profile = trpc.discussion.profile.useQuery();
  if (!profile.data) return <div className="card" aria-busy="true" style={{ minHeight: 160 }} />;
  return <SettingsForm {...profile.data} />;
}

function SettingsForm({
  display_name,
  default_name,
  digest: initialDigest,
}: {
  display_name: string;
  default_name: string;
  digest: boolean;
}) {
  const hintId = useId();
  const utils = trpc.useUtils();
  // The name made from the profile shows as the field's placeholder, so an empty field reads as
  // "follow my name" (the server keeps no copy of it, and a renamed learner's default follows).
  const own = display_name === default_name ? "" : display_name;
  const form = useZodForm({ display_name: own }, saveDiscussionProfileInput.pick({ display_name: true }));
  const [digest, setDigest] = useState(initialDigest);
  const save = trpc.discussion.saveProfile.useMutation({ onSuccess: () => utils.discussion.invalidate() });
  const submit = form.handleSubmit((values) => save.mutateAsync({ ...values, digest }));
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>Discussion</h2>
      <TextField
        label="Display name"
        autoComplete="nickname"
        maxLength={40}
        placeholder={default_name}
        aria-describedby={hintId}
        {...form.field("display_name")}
      />
      <p id={hintId} className="muted">
        Shown beside your comments instead of your email. Leave it empty to use “{default_name}”.
      </p>
      <label className="discussion-check">
        <input
          type="checkbox"
          checked={digest}
          onChange={(e) => {
            setDigest(e.target.checked);
            save.reset();
          }}
        />
        Email me a daily digest of replies to my comments
      </label>
      <SubmitRow busy={form.submitting} done={save.isSuccess && "Saved."}>
        Save
      </SubmitRow>
    </form>
  );
}
