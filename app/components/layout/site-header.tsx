import { NavLink as RouterNavLink, Link } from "react-router";
import { HeaderAccount, VisitorButtonsGuard } from "~/components/account/header-account";
import { primaryNav } from "~/content/site";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClass,
} from "~/components/ui/navigation-menu";
import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 xl:gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark className="shrink-0 whitespace-nowrap" />
        <NavigationMenu aria-label="Main" className="hidden lg:block">
          <NavigationMenuList>
            <li>
              <RouterNavLink to={primaryNav.home.href} end className={navigationItemClass}>
                {primaryNav.home.label}
              </RouterNavLink>
            </li>
            {primaryNav.groups.map((group) => (
              <NavigationMenuItem key={group.label}>
                <NavigationMenuTrigger>{group.label}</NavigationMenuTrigger>
                <NavigationMenuContent>
                  <ul className="grid gap-1">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <Link to={item.href} className="block rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted">
                          <span className="block text-sm font-semibold text-ink">{item.label}</span>
                          {item.description ? <span className="block text-sm text-muted-foreground">{item.description}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenuContent>
              </NavigationMenuItem>
            ))}
            <li>
              <RouterNavLink to={primaryNav.contact.href} className={navigationItemClass}>
                {primaryNav.contact.label}
              </RouterNavLink>
            </li>
          </NavigationMenuList>
        </NavigationMenu>
        <div className="hidden lg:block">
          <HeaderAccount variant="bar" />
        </div>
        <MobileMenu />
      </div>
      <VisitorButtonsGuard />
    </header>
  );
}
