/** Runs a callback while the browser is idle (within 2 s at most); returns a handle for `cancelIdle`. */
export const whenIdle: (callback: () => void) => number =
  typeof requestIdleCallback === "function"
    ? (callback) => requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => window.setTimeout(callback, 50);

export const cancelIdle: (handle: number) => void =
  typeof cancelIdleCallback === "function" ? cancelIdleCallback : (handle) => window.clearTimeout(handle);
