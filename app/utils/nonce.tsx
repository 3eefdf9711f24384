import { createContext, useContext } from "react";

/**
 * The page's CSP nonce in the browser. Browsers hide it from the attribute once the page is parsed
 * and keep it only in the `nonce` property of the elements that carried it; an element React creates
 * after hydration (the theme's style when an error page replaces the root's data) needs it to apply.
 */
function pageNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** The CSP nonce of this response (entry.server.tsx provides it); in the browser, the page's. */
export const NonceContext = createContext(pageNonce());
export const useNonce = () => useContext(NonceContext);
