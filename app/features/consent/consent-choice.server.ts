/**
 * The cookie page's choice as the server renders it; the browser loads it on demand
 * (consent-choice-slot.tsx), as it does the banner (consent-banner.server.ts).
 */
export { ConsentChoiceSection } from "./consent-choice";
