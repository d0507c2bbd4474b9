import { Toaster as Sonner } from "sonner";

/** At most three toasts at once, each shown for about four seconds (spec section 9). */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export function Toaster() {
  return (
    <Sonner
      position="top-right"
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
