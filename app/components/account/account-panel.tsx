import type * as React from "react";
import type { FormEvent } from "react";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Link } from "react-router";

export type AccountLink = { label: string; href: string };

/**
 * The centred card of a sign-in screen: its h1, a lead, the form and a closing prompt. The form
 * posts (never puts a password in the address) and is handled in the browser by `onSubmit`.
 */
export function AccountPanel({
  title,
  lead,
  onSubmit,
  children,
  prompt,
  note,
}: {
  title: string;
  lead: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
  prompt?: { text?: string; link: AccountLink };
  note?: string;
}) {
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{lead}</p>
        <form method="post" onSubmit={onSubmit} className="mt-6 flex flex-col gap-2">
          {children}
        </form>
        {prompt ? (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {prompt.text ? `${prompt.text} ` : null}
            <TextLink link={prompt.link} />
          </p>
        ) : null}
        {note ? (
          <p className="mt-6 flex gap-2 rounded-md bg-primary-soft p-3 text-sm text-ink">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{note}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** An underlined in-text link to another screen. */
export function TextLink({ link }: { link: AccountLink }) {
  return (
    <Link to={link.href} className="font-semibold text-primary underline hover:no-underline">
      {link.label}
    </Link>
  );
}
