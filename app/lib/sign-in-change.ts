/**
 * A page the browser keeps for Back and Forward (its back/forward cache) comes back as it was
 * left, header included: after signing out on the next page, Back showed the advisor still signed
 * in. The sign-in hint cookie (`hint`: sign-in-hint.ts) changes on every sign-in and sign-out, so a page brought back with a
 * hint other than the one it had when it was left is loaded again. A page that needs no script
 * (docs/decisions/0028) carries this function's text inline, so it uses nothing outside its body.
 */
export function reloadWhenSignInChanges(hint: RegExp): void {
  const hinted = () => hint.test(document.cookie);
  let whenLeft = hinted();
  window.addEventListener("pagehide", () => (whenLeft = hinted()));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && hinted() !== whenLeft) location.reload();
  });
}
