// On an advisor's card in the console, after Decline (or Withdraw Approval): the decision mails
// the advisor at once, so the page asks first. Confirming posts the same decision with its note;
// keeping it as it is returns to the list, on that advisor's button. Works as a plain form
// without JavaScript.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { advisorsCopy } from "~/content/staff";

export function DeclineConfirm({
  advisorId,
  name,
  note,
  approved,
  closesContent,
}: {
  advisorId: string;
  name: string;
  note: string;
  approved: boolean;
  closesContent: boolean;
}) {
  const copy = advisorsCopy.confirmDecline;
  const heading = useRef<HTMLHeadingElement>(null);
  // The question appears where the button was: reading and keyboard go on from it.
  useEffect(() => heading.current?.focus(), []);
  const id = `decline-${advisorId}`;
  return (
    <section aria-labelledby={id} className="mt-3 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <h3 id={id} ref={heading} tabIndex={-1} className="font-semibold break-words outline-none">
        {copy.title(name, approved)}
      </h3>
      <p className="mt-1">{copy.body(closesContent)}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="advisorId" value={advisorId} />
        <input type="hidden" name="decision" value="declined" />
        <input type="hidden" name="note" value={note} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" size="sm" variant="destructive">
          {copy.confirm(approved)}
        </Button>
        <Link to={`/staff/advisors?kept=${encodeURIComponent(advisorId)}`} className={buttonVariants({ size: "sm", variant: "outline" })}>
          {copy.cancel}
        </Link>
      </Form>
    </section>
  );
}
