import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Part = { style: { contentVisibility?: string }; heightReads: number; readonly offsetHeight: number };

function part(): Part {
  return {
    style: {},
    heightReads: 0,
    get offsetHeight() {
      this.heightReads += 1;
      return 100;
    },
  };
}

/** A page with these parts, and a browser that offers each idle callback a whole 50 ms (the module reads the browser's idle API as it loads). */
function page(parts: Part[]) {
  const root = { dataset: {} as Record<string, string> };
  const idle: (() => void)[] = [];
  vi.stubGlobal("document", { documentElement: root, querySelectorAll: () => parts });
  vi.stubGlobal("requestIdleCallback", (callback: (deadline: { timeRemaining(): number }) => void) => {
    idle.push(() => callback({ timeRemaining: () => 50 }));
    return idle.length;
  });
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  return { root, runIdleCallback: () => idle.shift()?.(), pendingCallbacks: () => idle.length };
}

/**
 * The function as a page that needs no script runs it: made again from its text alone, so
 * anything it took from outside its body would fail here.
 */
async function layOutPartsFromItsText() {
  const { layOutParts } = await import("~/lib/below-first-screen");
  return new Function(`return (${layOutParts.toString()})`)() as typeof layOutParts;
}

describe("the parts below the first screen, laid out while the browser is idle", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("lays out one part per idle callback however long the browser offers, each measured, then marks the document", async () => {
    const parts = [part(), part(), part()];
    const browser = page(parts);
    const layOut = await layOutPartsFromItsText();
    layOut("idle");
    const laidOut = () => parts.filter((p) => p.style.contentVisibility === "visible").length;

    for (let n = 1; n <= 3; n++) {
      browser.runIdleCallback();
      expect(laidOut()).toBe(n);
    }
    expect(parts.map((p) => p.heightReads)).toEqual([1, 1, 1]);
    expect(browser.root.dataset.laidOut).toBe("true");
    expect(browser.pendingCallbacks()).toBe(0);
  });

  it("marks a page with no part in its first idle callback", async () => {
    const browser = page([]);
    const layOut = await layOutPartsFromItsText();
    layOut("idle");
    expect(browser.root.dataset.laidOut).toBeUndefined();
    browser.runIdleCallback();
    expect(browser.root.dataset.laidOut).toBe("true");
  });

  it("lays out every part at once for a page drawn by React or reloaded, and marks the document", async () => {
    const parts = [part(), part()];
    const browser = page(parts);
    const layOut = await layOutPartsFromItsText();
    layOut("now");
    expect(parts.every((p) => p.style.contentVisibility === "visible")).toBe(true);
    expect(browser.root.dataset.laidOut).toBe("true");
    expect(browser.pendingCallbacks()).toBe(0);
  });
});
