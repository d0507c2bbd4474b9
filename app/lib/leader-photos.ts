import type { Notice } from "~/lib/notice";

/**
 * The leaders' photos (LeaderPhoto), drawn loading: a spinner beneath each photo, its initials
 * hidden. Once a photo has loaded, its spinner goes; a photo that cannot be loaded gives way to
 * the initials, and `tell` shows the notice its frame carries. Called once the page is drawn,
 * from React or by the script of a page that needs no script (docs/decisions/0028), it follows
 * each photo from where it stands: a photo may have finished, or failed, before. A frame is
 * followed once, however often it is called. It uses nothing outside its own body.
 */
export function followLeaderPhotos(tell: (notice: Notice) => void): void {
  for (const frame of document.querySelectorAll<HTMLElement>("[data-slot=leader-photo]:not([data-followed])")) {
    frame.dataset.followed = "";
    const image = frame.querySelector("img");
    if (!image) continue;
    const settle = () => {
      frame.querySelector("[data-slot=leader-photo-loading]")?.remove();
      frame.removeAttribute("aria-busy");
    };
    const fail = () => {
      settle();
      image.remove();
      frame.querySelector<HTMLElement>("[data-testid=leader-initials]")?.removeAttribute("hidden");
      tell({ title: frame.dataset.failureTitle ?? "", description: frame.dataset.failureText, variant: "destructive" });
    };
    if (image.complete) {
      if (image.naturalWidth > 0) settle();
      else fail();
      continue;
    }
    image.addEventListener("load", settle, { once: true });
    image.addEventListener("error", fail, { once: true });
  }
}
