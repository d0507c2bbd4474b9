/**
 * Logs the path of a page that does not exist to the console (spec: the 404 screen), when the page
 * shows the not-found screen. The screen calls it once drawn; a page that needs no script carries
 * its text inline (docs/decisions/0028), so it uses nothing outside its own body.
 */
export function reportMissingPage(): void {
  if (document.querySelector("[data-slot=not-found]"))
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
