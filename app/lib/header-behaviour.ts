/**
 * What the header and footer do in the browser, on every page: the desktop dropdowns, the phone's
 * stacked menu and the footer's year. The markup is React's (site-header.tsx, mobile-menu.tsx,
 * navigation-menu.tsx), drawn closed; this one function opens and closes it. A page that hydrates
 * calls it once React has taken over; a page that needs no script (docs/decisions/0028) carries
 * its text inline (app/.server/html/document-script.ts). So it uses nothing outside its own
 * body: its text is the whole program.
 */
export function attachHeaderBehaviour(delays: MenuDelays): void {
  const root = document.documentElement;
  if (root.dataset.headerBehaviour) return;
  root.dataset.headerBehaviour = "attached";

  const year = document.querySelector("[data-current-year]");
  if (year) year.textContent = String(new Date().getFullYear());

  const menuNav = document.querySelector<HTMLElement>("[data-slot=navigation-menu]");
  const triggers = [...document.querySelectorAll<HTMLButtonElement>("[data-slot=navigation-menu-trigger]")];
  const contentOf = (trigger: HTMLButtonElement) => document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  let shown: HTMLButtonElement | null = null;
  // A dropdown the pointer has just opened stays open when its trigger is then clicked.
  let openedByHover = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closedAt = 0;

  const show = (trigger: HTMLButtonElement | null) => {
    clearTimeout(timer);
    if (shown === trigger) return;
    if (shown && !trigger) closedAt = Date.now();
    for (const each of triggers) {
      const open = each === trigger;
      each.dataset.state = open ? "open" : "closed";
      each.setAttribute("aria-expanded", String(open));
      const content = contentOf(each);
      if (content) {
        content.dataset.state = each.dataset.state;
        content.hidden = !open;
      }
    }
    shown = trigger;
  };
  const hoverEnter = (trigger: HTMLButtonElement) => {
    clearTimeout(timer);
    const open = () => {
      if (shown !== trigger) openedByHover = true;
      show(trigger);
    };
    if (shown !== null || Date.now() - closedAt < delays.skip) open();
    else timer = setTimeout(open, delays.open);
  };
  const hoverLeave = () => {
    clearTimeout(timer);
    timer = setTimeout(() => show(null), delays.close);
  };
  const byMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") handler();
  };

  for (const trigger of triggers) {
    const item = trigger.parentElement;
    const content = contentOf(trigger);
    trigger.addEventListener(
      "pointerenter",
      byMouse(() => hoverEnter(trigger)),
    );
    trigger.addEventListener("pointerleave", byMouse(hoverLeave));
    trigger.addEventListener("click", () => {
      const keepOpen = shown === trigger && openedByHover;
      openedByHover = false;
      show(shown === trigger && !keepOpen ? null : trigger);
    });
    content?.addEventListener(
      "pointerenter",
      byMouse(() => hoverEnter(trigger)),
    );
    content?.addEventListener("pointerleave", byMouse(hoverLeave));
    // Keyboard focus leaving an open dropdown closes it.
    item?.addEventListener("focusout", (event) => {
      if (shown === trigger && !item.contains(event.relatedTarget as Node | null)) show(null);
    });
  }

  // The phone's stacked menu: its toggle shows and hides it.
  const toggle = document.querySelector<HTMLButtonElement>("[data-slot=mobile-menu-toggle]");
  const menu = document.getElementById(toggle?.getAttribute("aria-controls") ?? "");
  const menuOpen = () => toggle?.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    toggle?.setAttribute("aria-expanded", String(open));
    if (menu) menu.hidden = !open;
  };
  toggle?.addEventListener("click", () => setOpen(!menuOpen()));

  // A press outside an open dropdown or the open phone menu closes it.
  document.addEventListener("pointerdown", (event) => {
    const target = event.target as Node;
    if (shown && !menuNav?.contains(target)) show(null);
    if (menuOpen() && !menu?.contains(target) && !toggle?.contains(target)) setOpen(false);
  });

  const closeAll = () => {
    show(null);
    setOpen(false);
  };

  // Escape closes what is open and returns focus to the button that opened it.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const trigger = shown ?? (menuOpen() ? toggle : null);
    if (!trigger) return;
    closeAll();
    trigger.focus();
  });

  // Leaving for another page closes both, wherever the way out is (a link in a menu or on the
  // page, a form sent, Back or Forward): on a page React draws, the header stays as it was.
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) closeAll();
  });
  document.addEventListener("submit", closeAll);
  window.addEventListener("popstate", closeAll);
}

/** Dropdowns open on hover after `open` ms (at once within `skip` ms of another) and close `close` ms after leaving. */
export type MenuDelays = { open: number; skip: number; close: number };

export const menuDelays: MenuDelays = { open: 200, skip: 300, close: 150 };
