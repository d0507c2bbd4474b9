import type { PageToastWords } from "~/lib/page-toast";

/** The words of the toasts on a page that carries no React (app/lib/page-toast.ts). */
export const pageToastWords: PageToastWords = { region: "Notifications", close: "Close notification" };
