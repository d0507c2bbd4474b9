// The "Signals & commentary" form of the account page: one checkbox per model and one for
// commentary, nothing ticked until the advisor ticks it; a subject turned off by a mail's
// unsubscribe link says so.
import { Form } from "react-router";
import { SubmitButton } from "~/components/account/submit-button";
import { CheckboxField } from "~/components/forms/field";
import { followingCopy as copy } from "~/content/following";
import { formatDate } from "~/lib/format-date";

export type FollowingChoiceView = { subject: string; label: string; on: boolean; offByLinkAt: string | null };

export function FollowingSection({
  allowed,
  models,
  commentary,
  pending,
  error,
}: {
  allowed: boolean;
  models: FollowingChoiceView[];
  commentary: FollowingChoiceView;
  pending: boolean;
  error?: string;
}) {
  if (!allowed) return <p className="text-sm text-muted-foreground">{copy.awaitingApproval}</p>;
  return (
    <Form method="post" className="grid gap-4" aria-describedby={error ? "following-error" : undefined}>
      <input type="hidden" name="intent" value="following" />
      <p className="text-sm text-muted-foreground">{copy.lead}</p>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{copy.models}</legend>
        <p className="mb-2 text-sm text-muted-foreground">{copy.modelsHint}</p>
        {models.map((choice) => (
          <Choice key={choice.subject} choice={choice} />
        ))}
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{copy.commentary}</legend>
        <Choice choice={commentary} />
      </fieldset>
      {error ? (
        <p id="following-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </Form>
  );
}

function Choice({ choice }: { choice: FollowingChoiceView }) {
  return (
    <div data-slot="following-choice" data-subject={choice.subject}>
      <CheckboxField label={choice.label} name="follow" value={choice.subject} defaultChecked={choice.on} className="gap-0" />
      {choice.offByLinkAt ? (
        <p className="-mt-4 mb-1 ml-6 text-sm text-muted-foreground" data-slot="off-by-link">
          {copy.offByLink(formatDate(choice.offByLinkAt.slice(0, 10)))}
        </p>
      ) : null}
    </div>
  );
}
