// Site navigation dropdowns in the disclosure pattern: each trigger is a button that shows or
// hides a list of links. Written here rather than taken from Radix to keep the JavaScript of
// every page inside its budget (docs/decisions/0002-javascript-budget.md).
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** Dropdowns open on hover after 200 ms (300 ms skip delay) and close 150 ms after leaving. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

type MenuContext = {
  value: string | null;
  open: (value: string) => void;
  close: () => void;
  hoverEnter: (value: string) => void;
  hoverLeave: () => void;
};

const NavigationMenuContext = createContext<MenuContext | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; contentId: string } | null>(null);

function useMenu() {
  const menu = useContext(NavigationMenuContext);
  const item = useContext(ItemContext);
  if (!menu || !item) throw new Error("Navigation menu parts must sit inside NavigationMenu and NavigationMenuItem.");
  return { menu, item, isOpen: menu.value === item.value };
}

export function NavigationMenu({ className, children, ...props }: React.ComponentProps<"nav">) {
  const [value, setValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);
  const rootRef = useRef<HTMLElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const open = useCallback((next: string) => {
    clearTimeout(timer.current);
    setValue(next);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    if (valueRef.current !== null) closedAt.current = Date.now();
    setValue(null);
  }, []);
  const hoverEnter = useCallback((next: string) => {
    clearTimeout(timer.current);
    const skip = valueRef.current !== null || Date.now() - closedAt.current < MENU_SKIP_DELAY_MS;
    if (skip) setValue(next);
    else timer.current = setTimeout(() => setValue(next), MENU_OPEN_DELAY_MS);
  }, []);
  const hoverLeave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
  }, [close]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (value === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = rootRef.current?.querySelector<HTMLButtonElement>('[data-state="open"]');
      close();
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [value, close]);

  const context = useMemo(() => ({ value, open, close, hoverEnter, hoverLeave }), [value, open, close, hoverEnter, hoverLeave]);
  return (
    <NavigationMenuContext.Provider value={context}>
      <nav ref={rootRef} data-slot="navigation-menu" className={cn("relative", className)} {...props}>
        {children}
      </nav>
    </NavigationMenuContext.Provider>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="navigation-menu-list" className={cn("flex list-none items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ value, className, ...props }: React.ComponentProps<"li"> & { value?: string }) {
  const id = useId();
  const item = useMemo(() => ({ value: value ?? id, triggerId: `${id}-trigger`, contentId: `${id}-content` }), [value, id]);
  const menu = useContext(NavigationMenuContext);
  const onBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    // Keyboard focus leaving an open dropdown closes it.
    if (menu?.value === item.value && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
  };
  return (
    <ItemContext.Provider value={item}>
      <li data-slot="navigation-menu-item" className={cn("relative", className)} onBlur={onBlur} {...props} />
    </ItemContext.Provider>
  );
}

export const navigationItemClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline";

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<"button">) {
  const { menu, item, isOpen } = useMenu();
  const mouseOnly = (handler: () => void) => (event: React.PointerEvent) => {
    if (event.pointerType === "mouse") handler();
  };
  return (
    <button
      type="button"
      id={item.triggerId}
      data-slot="navigation-menu-trigger"
      data-state={isOpen ? "open" : "closed"}
      aria-expanded={isOpen}
      aria-controls={item.contentId}
      className={cn(navigationItemClass, "group", className)}
      onPointerEnter={mouseOnly(() => menu.hoverEnter(item.value))}
      onPointerLeave={mouseOnly(menu.hoverLeave)}
      onClick={() => (isOpen ? menu.close() : menu.open(item.value))}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}

export function NavigationMenuContent({ className, onClick, ...props }: React.ComponentProps<"div">) {
  const { menu, item, isOpen } = useMenu();
  return (
    <div
      id={item.contentId}
      data-slot="navigation-menu-content"
      data-state={isOpen ? "open" : "closed"}
      hidden={!isOpen}
      className={cn("absolute left-0 top-full z-50 mt-2 w-80 rounded-lg border border-border bg-card p-2 shadow-lg", className)}
      onPointerEnter={(event) => event.pointerType === "mouse" && menu.hoverEnter(item.value)}
      onPointerLeave={(event) => event.pointerType === "mouse" && menu.hoverLeave()}
      onClick={(event) => {
        // Following a link closes the dropdown.
        if ((event.target as HTMLElement).closest("a")) menu.close();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
