import { zoneDisclosure } from "~/content/zones";
import { cn } from "~/lib/utils";

/**
 * The short disclosure under figures that carry targets, linking to the assumptions and
 * limitations; `marked` starts it with the asterisk of the rows it explains.
 */
export function DisclosureFootnote({ marked = false, className }: { marked?: boolean; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {marked ? <span aria-hidden="true">* </span> : null}
      {zoneDisclosure.short}{" "}
      <a href={`#${zoneDisclosure.sectionId}`} className="font-medium text-primary underline hover:no-underline">
        {zoneDisclosure.linkText}
      </a>
    </p>
  );
}
