// Site navigation dropdowns in the disclosure pattern: each trigger is a button that shows or
// hides a list of links. React draws them closed; one small function opens and closes them
// (app/lib/header-behaviour.ts), the same on a page that hydrates and on one that needs no
// script (docs/decisions/0028). Written here rather than taken from Radix to keep the
// JavaScript of every page inside its budget (docs/decisions/0002-javascript-budget.md).
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { createContext, useContext, useId, useMemo } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const ItemContext = createContext<{ triggerId: string; contentId: string } | null>(null);

function useItem() {
  const item = useContext(ItemContext);
  if (!item) throw new Error("Navigation menu triggers and contents must sit inside a NavigationMenuItem.");
  return item;
}

export function NavigationMenu({ className, ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="navigation-menu" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="navigation-menu-list" className={cn("flex list-none items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  const id = useId();
  const item = useMemo(() => ({ triggerId: `${id}-trigger`, contentId: `${id}-content` }), [id]);
  return (
    <ItemContext.Provider value={item}>
      <li data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />
    </ItemContext.Provider>
  );
}

export const navigationItemClass =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline xl:px-3";

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<"button">) {
  const item = useItem();
  return (
    <button
      type="button"
      id={item.triggerId}
      data-slot="navigation-menu-trigger"
      data-state="closed"
      aria-expanded={false}
      aria-controls={item.contentId}
      className={cn(navigationItemClass, "group", className)}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}

export function NavigationMenuContent({ className, ...props }: React.ComponentProps<"div">) {
  const item = useItem();
  return (
    <div
      id={item.contentId}
      data-slot="navigation-menu-content"
      data-state="closed"
      hidden
      className={cn("absolute left-0 top-full z-50 mt-2 w-80 rounded-lg border border-border bg-card p-2 shadow-lg", className)}
      {...props}
    />
  );
}
