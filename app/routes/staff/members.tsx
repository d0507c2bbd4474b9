// /staff/members (admins): who has a staff account, inviting someone, removing an account.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { InputField, SelectField } from "~/components/forms/field";
import { RemoveConfirm } from "~/components/staff/remove-confirm";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { consoleTitle, membersCopy as copy } from "~/content/staff";
import { principalCopy } from "~/content/desk";
import { PRINCIPAL_BASIS_MAX, PRINCIPAL_BASIS_MIN } from "~/lib/schemas/desk-principal";
import { StatusBadge } from "~/components/staff/status-badge";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/members";
import { handleMembersPost, loadMembers } from "./members.server";

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.description });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMembers(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleMembersPost(request, context);
}

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, members, done } = loaderData;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <FormOutcome done={done} problem={actionData?.problem || undefined} />
      <h2 className="mt-6 text-lg font-semibold">{copy.inviteTitle}</h2>
      <Form
        method="post"
        className="mt-3 grid gap-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        aria-label={copy.inviteForm}
      >
        <input type="hidden" name="intent" value="invite" />
        <InputField
          label={copy.email}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={actionData?.values.email ?? ""}
        />
        <SelectField label={copy.role} name="role" defaultValue="staff">
          <option value="staff">{copy.roles.staff}</option>
          <option value="admin">{copy.roles.admin}</option>
        </SelectField>
        <Button type="submit" className="sm:mt-7">
          {copy.invite}
        </Button>
      </Form>
      <h2 className="mt-8 text-lg font-semibold">{copy.accountsTitle}</h2>
      <ul className="mt-3 grid gap-3">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 text-sm"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-all">
                {member.email}
                {member.principal ? <StatusBadge tone="ok">{principalCopy.label}</StatusBadge> : null}
              </p>
              {member.principal && member.principalBasis ? <p className="break-words">{member.principalBasis}</p> : null}
              <p className="text-muted-foreground">
                {copy.roles[member.role]} ·{" "}
                {member.active ? copy.lastSignIn(member.lastSignInAt ? formatMoment(member.lastSignInAt) : null) : copy.invited}
                {member.totp ? copy.twoFactorOn : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {member.active && member.principal ? (
                <PrincipalForm member={member} on={false}>
                  <Button type="submit" variant="outline" size="sm" aria-label={principalCopy.unmark(member.email)}>
                    {principalCopy.unmarkShort}
                  </Button>
                </PrincipalForm>
              ) : null}
              {member.id === me ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="email" value={member.email} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    className="border-destructive/60 text-destructive"
                    aria-label={copy.removeLabel(member.email)}
                  >
                    {copy.remove}
                  </Button>
                </Form>
              )}
            </div>
            {actionData?.confirmRemove === member.email ? <RemoveConfirm email={member.email} /> : null}
            {member.active && !member.principal && member.id !== me ? (
              // On a line of its own: what qualifies them, then the mark.
              <PrincipalForm member={member} on className="basis-full">
                <Input
                  name="basis"
                  required
                  minLength={PRINCIPAL_BASIS_MIN}
                  maxLength={PRINCIPAL_BASIS_MAX}
                  aria-label={principalCopy.basisLabel(member.email)}
                  placeholder={principalCopy.basisPlaceholder}
                  className="h-9 w-full py-1 sm:w-72"
                />
                <Button type="submit" variant="outline" size="sm" aria-label={principalCopy.mark(member.email)}>
                  {principalCopy.markShort}
                </Button>
              </PrincipalForm>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Marking (with what qualifies them) or unmarking a principal: the admin's post on the members page. */
function PrincipalForm({
  member,
  on,
  className,
  children,
}: {
  member: { id: string };
  on: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={cn("flex flex-wrap items-center gap-2", className)}>
      <input type="hidden" name="intent" value="principal" />
      <input type="hidden" name="staffId" value={member.id} />
      <input type="hidden" name="on" value={on ? "true" : "false"} />
      {children}
    </Form>
  );
}
