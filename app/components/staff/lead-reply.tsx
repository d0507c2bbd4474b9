import { Form } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { InputField, TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { leadReplyCopy as copy } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";
import { REPLY_MAX, REPLY_SUBJECT_MAX } from "~/lib/schemas/lead-update";
import type { FieldErrors } from "~/lib/schemas/form-result";

type Reply = { id: string; author: string; to: string; subject: string; body: string; at: string };

/** The reply form of a lead's page (a plain form: it works without JavaScript) and the replies sent so far. */
export function LeadReply({
  name,
  email,
  subject,
  replies,
  sent,
  errors,
  values,
}: {
  name: string;
  email: string;
  subject: string;
  replies: Reply[];
  /** The page's answer after a reply was saved, or null. */
  sent: string | null;
  errors: FieldErrors;
  values: { subject?: string; message?: string };
}) {
  return (
    <div className="mt-8" data-slot="lead-reply">
      <h2 className="text-lg font-semibold">{copy.title}</h2>
      <p className="mt-1 text-sm break-words text-muted-foreground">{copy.lead(email)}</p>
      <p className="mt-1 text-sm break-words text-muted-foreground">{copy.messageHint(name)}</p>
      <FormOutcome done={sent} problem={errors.form} className="mt-3" />
      {/* A new form after each reply (keyed on their count): the boxes are empty again once it is sent. */}
      <Form key={replies.length} method="post" className="mt-3 flex flex-col gap-2" aria-label={copy.title}>
        <input type="hidden" name="intent" value="reply" />
        <InputField
          label={copy.subject}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={values.subject ?? copy.defaultSubject(subject)}
          error={errors.subject}
        />
        <TextareaField
          label={copy.message}
          name="message"
          required
          maxLength={REPLY_MAX}
          className="[&_textarea]:min-h-36"
          defaultValue={values.message ?? ""}
          error={errors.message}
        />
        <Button type="submit" className="self-start">
          {copy.submit}
        </Button>
      </Form>
      <h3 className="mt-6 font-semibold">{copy.listTitle}</h3>
      {replies.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-border bg-card p-4 text-sm" data-slot="lead-reply-sent">
              <p className="break-words text-muted-foreground">
                {reply.author} {copy.to} {reply.to} · <time dateTime={reply.at}>{formatMoment(reply.at)}</time>
              </p>
              <p className="mt-1 font-semibold break-words">{reply.subject}</p>
              <p className="mt-1 break-words whitespace-pre-wrap">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
