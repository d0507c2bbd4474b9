// Loaded on the first toast only (see toaster.tsx): sonner stays out of every page's first load.
import { Toaster, toast } from "sonner";
import type { Notice } from "~/lib/notice";

/** At most three toasts at once, each shown for about four seconds (spec section 9). */
/**
 * On a wide screen, top right below the sticky header (4rem tall) with a gap: a toast never covers
 * the logo, the menu, Login or Sign Out. On a phone, at the bottom: at the top it would lie over
 * the page's heading, where the reader is looking.
 */
const BELOW_HEADER = "5rem";
const onPhone = () => window.matchMedia("(max-width: 600px)").matches;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export function SonnerToaster() {
  return (
    <Toaster
      position={onPhone() ? "bottom-center" : "top-right"}
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ bottom: "1rem" }}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !border-border !bg-card !text-card-foreground !shadow-lg",
          title: "!font-semibold",
          description: "!text-muted-foreground",
          error: "!border-destructive !bg-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground",
        },
      }}
    />
  );
}

export function showToast({ title, description, variant = "default" }: Notice) {
  if (variant === "destructive") toast.error(title, { description });
  else toast(title, { description });
}
