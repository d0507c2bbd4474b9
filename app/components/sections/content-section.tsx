import type * as React from "react";
import { cn } from "~/lib/utils";
import { SectionHeader } from "./section-header";

/** A band of a page: a section header above its content, on a plain or muted background. */
export function ContentSection({
  id,
  title,
  eyebrow,
  description,
  muted = false,
  children,
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  description?: string;
  muted?: boolean;
  children: React.ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted ? "bg-muted" : "bg-background")}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeader id={headingId} title={title} eyebrow={eyebrow} description={description} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
