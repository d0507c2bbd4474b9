import { useEffect, useRef } from "react";
import { Form, Link, useFormAction } from "react-router";
import { SubmitButton } from "~/components/account/submit-button";
import { Mail } from "~/components/ui/icons/mail";
import { inboxCopy as copy } from "~/content/account";
import type { Inbox } from "~/lib/schemas/form-result";

/**
 * What registering leaves on screen in place of the form (and its password): the address the
 * verification link went to, what to do if it does not arrive, and "Resend the link" (a POST,
 * within the mail caps). The heading takes the focus, so a screen reader starts here.
 */
export function InboxPanel({ inbox, pending }: { inbox: Inbox; pending: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's own address without the trailing slash of its prerendered copy (see AccountPanel).
  const postTo = useFormAction().replace(/(.)\/(?=\?|$)/, "$1");
  useEffect(() => heading.current?.focus(), [inbox]);
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16" data-slot="inbox-panel">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <Mail aria-hidden="true" className="size-8 text-primary" />
        <h1 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-semibold break-words focus:outline-none sm:text-3xl">
          {copy.title(inbox.email)}
        </h1>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        <h2 className="mt-6 text-lg font-semibold">{copy.nothingTitle}</h2>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm">
          {copy.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {inbox.resent ? (
          <p role="status" className="mt-4 rounded-md border border-success bg-background p-3 text-sm text-success">
            {copy.resent}
          </p>
        ) : null}
        <Form method="post" action={postTo} className="mt-4 flex flex-col">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={inbox.email} />
          <SubmitButton pending={pending} text={copy.resend} pendingText={copy.resending} />
        </Form>
        <p className="mt-6 flex flex-col gap-2 text-sm">
          <Link to={copy.registerAgain.href} reloadDocument className="font-semibold text-primary underline hover:no-underline">
            {copy.registerAgain.label}
          </Link>
          <Link to={copy.help.href} className="font-semibold text-primary underline hover:no-underline">
            {copy.help.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
