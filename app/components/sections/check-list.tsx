import { Check } from "~/components/ui/icons/check";
import { cn } from "~/lib/utils";

const looks = {
  /** Each point on its own card, two columns on wider screens. */
  cards: { list: "grid gap-4 sm:grid-cols-2", item: "gap-3 rounded-lg bg-card p-4 shadow-sm", icon: "mt-0.5 size-5" },
  /** Plain points in two columns, for a highlighted box. */
  plain: { list: "grid gap-4 md:grid-cols-2", item: "gap-3", icon: "mt-1 size-5" },
  /** Small points under a heading, one column. */
  compact: { list: "space-y-2", item: "gap-2 text-sm", icon: "mt-0.5 size-4" },
} as const;

/** A list of points, each marked with a check. */
export function CheckList({
  items,
  look = "cards",
  className,
}: {
  items: readonly string[];
  look?: keyof typeof looks;
  className?: string;
}) {
  const style = looks[look];
  return (
    <ul className={cn(style.list, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", style.item)}>
          <Check aria-hidden="true" className={cn("shrink-0 text-success", style.icon)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
