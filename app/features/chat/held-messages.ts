/**
 * Messages written without a network (docs/decisions/016-chat.md, "Offline"): the whole form as it
 * would have gone (text, image, key), shown as not sent and sent when the browser is back online.
 */
export type HeldMessage = { key: string; form: FormData; text: string; image: boolean };

export function heldMessage(form: FormData, { freshKey }: { freshKey: boolean }): HeldMessage {
  if (freshKey) form.set("key", freshSendKey());
  const image = form.get("image");
  return {
    key: String(form.get("key")),
    form,
    text: String(form.get("text") ?? "").trim(),
    image: image instanceof File && image.size > 0,
  };
}

/** Whether the form has anything to send (the server refuses an empty text without an image). */
export const hasContent = (form: FormData) => {
  const image = form.get("image");
  return String(form.get("text") ?? "").trim() !== "" || (image instanceof File && image.size > 0);
};

/**
 * A new Idempotency-Key for a message that never reached the server, or that was written on a page
 * saved for offline use, whose loader key may have gone with an earlier message already.
 */
export function freshSendKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The page is the service worker's saved copy (app/worker/saved-conversations.ts marks its <html>). */
export const isSavedCopy = () => document.documentElement.hasAttribute("data-offline-copy");
