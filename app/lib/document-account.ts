/**
 * The header's account buttons on a page that needs no script (docs/decisions/0028): the server's
 * HTML shows Login and Sign Up, which `hideVisitorButtons` has hidden from a browser holding the
 * sign-in hint cookie (`hint`); this asks /session.json (same origin, no cache) and shows them
 * again for a visitor, or for a signed-in advisor puts the advisor's buttons
 * (their templates, from `SignedInTemplates`) in their place with the name filled in. A page
 * that hydrates does the same with React (session-state.ts). The page carries this function's
 * text inline, so it uses nothing outside its own body.
 */
export function showAdvisorInHeader(hint: RegExp): void {
  if (!hint.test(document.cookie)) return;
  const visitorButtons = [...document.querySelectorAll<HTMLElement>("[data-slot=account-signed-out]")];
  const showVisitorButtons = () => visitorButtons.forEach((buttons) => (buttons.style.visibility = ""));
  fetch("/session.json", { credentials: "same-origin", cache: "no-store" })
    .then((response) => response.json() as Promise<{ signedIn: boolean; name?: string }>)
    .then((body) => {
      if (!body.signedIn) return showVisitorButtons();
      for (const buttons of visitorButtons) {
        const template = document.getElementById(`account-signed-in-${buttons.dataset.variant}`) as HTMLTemplateElement | null;
        const advisor = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
        const name = advisor?.querySelector("[data-account-name]");
        if (!advisor || !name) return showVisitorButtons();
        name.textContent = body.name ?? "";
        buttons.replaceWith(advisor);
      }
    })
    .catch(showVisitorButtons);
}

/**
 * Hides Login and Sign Up from a browser holding the sign-in hint, as soon as the header is read:
 * on a page that hydrates, React draws the advisor's buttons only once its scripts have run, and
 * until then a signed-in advisor saw the visitor's. Inline at the end of every page's header
 * (`VisitorButtonsGuard`). A style of its own: the page's first rules hold only what its first
 * paint shows.
 */
export function hideVisitorButtons(hint: RegExp): void {
  if (!hint.test(document.cookie)) return;
  for (const buttons of document.querySelectorAll<HTMLElement>("[data-slot=account-signed-out]")) buttons.style.visibility = "hidden";
}
