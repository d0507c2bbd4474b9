import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { Feature } from "~/content/feature";
import { cn } from "~/lib/utils";
import { FeatureIcon, type FeatureIcons } from "./feature-icon";

type Item = Feature & { href?: string };

const columns = {
  2: "sm:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Cards of titled features (h3) with an icon, reflowing from one column on phones. A card with
 * `href` is a link as a whole; its title is the link's name and `linkText` a visual cue.
 */
export function FeatureGrid({
  items,
  icons,
  cols = 3,
  linkText,
  className,
}: {
  items: readonly Item[];
  /** The drawing of each icon the items name. */
  icons: FeatureIcons;
  cols?: keyof typeof columns;
  linkText?: string;
  className?: string;
}) {
  return (
    <ul className={cn("grid list-none gap-6", columns[cols], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card
            className={cn("relative w-full", item.href && "transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md")}
          >
            <CardHeader>
              <FeatureIcon name={item.icon} icons={icons} className="mb-3" />
              <CardTitle>
                {item.href ? (
                  // The link covers the card (after: pseudo-element), so the whole card is clickable.
                  <Link to={item.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <p className="text-muted-foreground">{item.description}</p>
              {item.href && linkText ? (
                <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  {linkText}
                  <ArrowRight className="size-4" />
                </span>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
