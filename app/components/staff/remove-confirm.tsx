// On a member's line of the staff page, after Remove Account: removing an account takes a second
// post, so the page asks first. Works as a plain form without JavaScript.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { membersCopy } from "~/content/staff";

export function RemoveConfirm({ email }: { email: string }) {
  const copy = membersCopy.confirmRemove;
  const heading = useRef<HTMLHeadingElement>(null);
  // The question appears where the button was: reading and keyboard go on from it.
  useEffect(() => heading.current?.focus(), []);
  const id = `remove-${email}`;
  return (
    <section aria-labelledby={id} className="basis-full rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <h3 id={id} ref={heading} tabIndex={-1} className="font-semibold break-words outline-none">
        {copy.title(email)}
      </h3>
      <p className="mt-1">{copy.body}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" size="sm" variant="destructive">
          {copy.confirm}
        </Button>
        <Link to="/staff/members" className={buttonVariants({ size: "sm", variant: "outline" })}>
          {copy.cancel}
        </Link>
      </Form>
    </section>
  );
}
