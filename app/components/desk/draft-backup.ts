// The editor's fields kept in this browser tab (sessionStorage) while they are typed. A save that
// never reached the server (the staff session ended while the article was written, and the save
// went to the sign-in page) loses nothing: the editor's next visit in this tab offers the words
// back. The copy is the staff member's own (keyed by their id), goes when the server says the draft
// was saved, is not offered after MAX_AGE_MS (a staff session's longest), and goes with the tab.
import { useEffect, useState, type RefObject } from "react";

export type DraftBackup = { at: string; fields: Record<string, string> };

const storageKey = (key: string) => `desk-draft:${key}`;

/** The longest a staff session lasts by default (STAFF_SESSION_MAX_AGE_MINUTES): an older copy is dropped. */
const MAX_AGE_MS = 8 * 60 * 60 * 1000;

function textFields(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement && !["hidden", "file", "submit", "checkbox", "radio"].includes(element.type)) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(textFields(form).map((field) => [field.name, field.value]));

function read(key: string): DraftBackup | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(key)) ?? "null") as DraftBackup | null;
    if (!stored || typeof stored.at !== "string" || !stored.fields || typeof stored.fields !== "object") return null;
    if (Date.now() - Date.parse(stored.at) < MAX_AGE_MS) return stored;
    write(key, null);
    return null;
  } catch {
    // Storage refused (a privacy setting) or not ours: nothing to offer.
    return null;
  }
}

function write(key: string, backup: DraftBackup | null) {
  try {
    if (backup) window.sessionStorage.setItem(storageKey(key), JSON.stringify(backup));
    else window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // Storage full or refused: the editor works as before, without the copy.
  }
}

/** Drop the copies under `keys`: the server has saved what they held. */
export function forgetDraftBackups(keys: readonly string[]) {
  for (const key of keys) write(key, null);
}

/**
 * Keep the fields of `form` under `key` as they are typed; offer back a copy that differs from
 * what the form holds now. `saved` lists the keys whose copies the server has just saved.
 */
export function useDraftBackup(form: RefObject<HTMLFormElement | null>, key: string, saved: readonly string[]) {
  const [offer, setOffer] = useState<DraftBackup | null>(null);
  const savedKeys = saved.join("\n");
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    forgetDraftBackups(savedKeys.split("\n").filter(Boolean));
    const stored = read(key);
    const now = valuesOf(element);
    if (stored && Object.entries(stored.fields).some(([name, value]) => name in now && now[name] !== value)) setOffer(stored);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      timer = setTimeout(() => write(key, { at: new Date().toISOString(), fields: valuesOf(element) }), 300);
    };
    element.addEventListener("input", keep);
    element.addEventListener("change", keep);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", keep);
      element.removeEventListener("change", keep);
    };
  }, [form, key, savedKeys]);
  return {
    offer,
    restore() {
      const element = form.current;
      if (element && offer)
        for (const field of textFields(element)) if (field.name in offer.fields) field.value = offer.fields[field.name]!;
      setOffer(null);
    },
    discard() {
      write(key, null);
      setOffer(null);
    },
  };
}
