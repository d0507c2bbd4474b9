import { ExternalLink as ExternalIcon } from "~/components/ui/icons/external-link";
import type * as React from "react";

/** A link to another site: opens in a new tab, tells screen readers so, shares no opener. */
export function ExternalLink({ children, showIcon = true, ...props }: React.ComponentProps<"a"> & { href: string; showIcon?: boolean }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" className="size-3.5" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
