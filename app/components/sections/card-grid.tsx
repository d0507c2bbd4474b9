import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { CardItem } from "~/content/sections";

/** Cards in a responsive grid, each with an optional link to read on. */
export function CardGrid({ items }: { items: CardItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full">
            <CardHeader>
              <CardTitle>{item.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{item.description}</CardDescription>
            </CardContent>
            {item.link ? (
              <CardFooter>
                <Link
                  to={item.link.link}
                  className="inline-flex items-center gap-1 font-semibold text-primary underline hover:no-underline"
                >
                  {item.link.text}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardFooter>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
