import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** Dropdowns open on hover after 200 ms (300 ms skip delay) and close 150 ms after leaving. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

export function NavigationMenu({
  className,
  delayDuration = MENU_OPEN_DELAY_MS,
  skipDelayDuration = MENU_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      className={cn("relative", className)}
      {...props}
    />
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cn("flex list-none items-center gap-1", className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />;
}

export const navigationItemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(navigationItemClass, "group", className)}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        "absolute left-0 top-full z-50 mt-2 w-80 rounded-lg border border-border bg-card p-2 shadow-lg",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
