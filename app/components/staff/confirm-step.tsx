// A question asked where a button was, before a post that cannot be undone (a decline that mails
// the advisor, a removed staff account): its title takes the focus, so reading and the keyboard
// go on from it; confirming posts `fields`, keeping it follows `cancel`. A plain form: it works
// without JavaScript.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export function ConfirmStep({
  id,
  title,
  body,
  fields,
  confirm,
  cancel,
  className,
}: {
  id: string;
  title: string;
  body: string;
  fields: Record<string, string>;
  confirm: string;
  cancel: { to: string; label: string };
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className={cn("rounded-md border border-destructive/40 bg-destructive/5 p-3", className)}>
      <h3 id={id} ref={heading} tabIndex={-1} className="font-semibold break-words outline-none">
        {title}
      </h3>
      <p className="mt-1">{body}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="sm" variant="destructive">
          {confirm}
        </Button>
        <Link to={cancel.to} className={buttonVariants({ size: "sm", variant: "outline" })}>
          {cancel.label}
        </Link>
      </Form>
    </section>
  );
}
