import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { type ConsentChoice, CONSENT_NAMESPACE, isConsentChoice } from "./choice";

/** One fetcher for every consent form of the page: the banner and the cookie page see an answer on its way. */
export const CONSENT_FETCHER = "consent";

export function useConsentFetcher() {
  return useFetcher({ key: CONSENT_FETCHER });
}

/** The choice on its way to the server, if one is. */
export function usePendingChoice(): ConsentChoice | null {
  const choice = useConsentFetcher().formData?.get("choice");
  return isConsentChoice(choice) ? choice : null;
}

/**
 * Accept and/or Reject, one look and size each: rejecting is as easy as accepting. A form posted to
 * /consent, which stores the choice and sends back to this page: without JavaScript a page load,
 * with it a fetcher that stays on the page (a withdrawal reloads it, decision 021).
 */
export function ConsentForm({ offer, className }: { offer: readonly ConsentChoice[]; className?: string }) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const location = useLocation();
  const fetcher = useConsentFetcher();
  return (
    <fetcher.Form method="post" action="/consent" preventScrollReset className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {offer.map((choice) => (
        <button key={choice} type="submit" name="choice" value={choice} className={buttons.button.primary}>
          {choice === "all" ? t("accept") : t("reject")}
        </button>
      ))}
    </fetcher.Form>
  );
}
