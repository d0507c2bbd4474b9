// The second step of a sign-in with two-factor: one field for the code, the same card for staff
// and advisors (an advisor may also type a recovery code: `recovery`).
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { CodeField } from "./code-fields";

type CodeStepCopy = { title: string; lead: string; codeLabel: string; submit: string };

export function CodeStep({
  copy,
  problem,
  recovery = false,
  children,
}: {
  copy: CodeStepCopy;
  problem?: string;
  recovery?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        <FormOutcome problem={problem} />
        <Form method="post" className="mt-6 flex flex-col gap-2">
          {children}
          <CodeField label={copy.codeLabel} recovery={recovery} />
          <Button type="submit">{copy.submit}</Button>
        </Form>
      </div>
    </section>
  );
}
