import type { Notice } from "~/lib/notice";

/** How many toasts show at once, and for how long (spec section 9); the toaster of the pages that hydrate keeps the same. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type PageToastWords = { region: string; close: string };

/**
 * A toast on a page that carries no React (docs/decisions/0028), where the toast library of the
 * pages that hydrate is not loaded: the notice at the bottom of the screen (right on a wide one,
 * across a phone's), at most `limit` at once, each gone after `duration` ms or when closed. Drawn
 * like that library's toasts. It uses nothing outside its own body.
 */
export function showPageToast(notice: Notice, words: PageToastWords, limit: number, duration: number): void {
  let list = document.querySelector<HTMLOListElement>("[data-slot=page-toasts]");
  if (!list) {
    const region = document.createElement("section");
    region.setAttribute("aria-label", words.region);
    region.className = "fixed inset-x-4 bottom-4 z-50 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-90";
    list = document.createElement("ol");
    list.dataset.slot = "page-toasts";
    list.setAttribute("aria-live", "polite");
    list.className = "flex flex-col gap-2";
    region.append(list);
    document.body.append(region);
  }
  const destructive = notice.variant === "destructive";
  const toast = document.createElement("li");
  toast.className = `relative flex flex-col gap-1 rounded-lg border p-4 pr-10 text-sm shadow-lg ${
    destructive ? "border-destructive bg-destructive text-destructive-foreground" : "border-border bg-card text-card-foreground"
  }`;
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.textContent = notice.title;
  toast.append(title);
  if (notice.description) {
    const description = document.createElement("p");
    description.className = destructive ? "text-destructive-foreground" : "text-muted-foreground";
    description.textContent = notice.description;
    toast.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", words.close);
  close.className =
    "absolute top-2 right-2 flex size-6 items-center justify-center rounded-md text-base leading-none opacity-80 hover:opacity-100";
  close.textContent = "\u00d7";
  close.addEventListener("click", () => toast.remove());
  toast.append(close);
  list.append(toast);
  while (list.children.length > limit) list.firstElementChild?.remove();
  setTimeout(() => toast.remove(), duration);
}
