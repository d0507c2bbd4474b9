// A navigation the router cancels (the visitor clicked on, or opened another address, while a
// page's data was on its way) rejects that request with an AbortError which, at times, nothing
// is still waiting for. It is work given up on purpose, not a fault: it is kept out of the
// console and of any error report. Every other unhandled rejection is reported as before.
export function quietCancelledRequests(target: Window) {
  target.addEventListener("unhandledrejection", (event) => {
    if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
  });
}
