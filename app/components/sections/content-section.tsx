import type * as React from "react";
import { cn } from "~/lib/utils";
import { SectionHeader } from "./section-header";
import { placeholderHeight } from "~/lib/placeholder-height";

/**
 * A band of a content page: a titled section (h2) in the page's width, labelled by its heading.
 * `tone="muted"` gives it the grey background that separates it from its neighbours;
 * `spacing="compact"` less room above and below, for sections that follow each other closely;
 * `width="page"` the width of the page intro above it (PageIntro), `"wide"` the header's;
 * `belowFirstScreen` for a section that starts well below a phone's first screen: laid out when
 * it comes near, not in the page's first layout; the value is its height on a phone in rem, or
 * more (see placeholderHeight).
 */
export function ContentSection({
  id,
  title,
  eyebrow,
  description,
  tone = "plain",
  spacing = "default",
  width = "wide",
  belowFirstScreen,
  className,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  tone?: "plain" | "muted";
  spacing?: "default" | "compact";
  width?: "wide" | "page";
  belowFirstScreen?: number;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tone === "muted" ? "bg-muted" : "bg-background", "scroll-mt-16", belowFirstScreen && "below-first-screen", className)}
      style={belowFirstScreen ? placeholderHeight(belowFirstScreen) : undefined}
    >
      <div
        className={cn(
          "mx-auto px-4 sm:px-6 lg:px-8",
          width === "page" ? "max-w-5xl" : "max-w-7xl",
          spacing === "compact" ? "py-12" : "py-16",
        )}
      >
        <SectionHeader id={headingId} title={title} eyebrow={eyebrow} description={description} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
