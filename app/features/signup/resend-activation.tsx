import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";

/** What the last resend did: "1" sent, "wait" nothing sent (one mail a minute), else nothing asked. */
export const resendOutcome = (param: string | null): "sent" | "wait" | null =>
  param === "1" ? "sent" : param === "wait" ? "wait" : null;

export function ResendStatus({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation("signup");
  if (!outcome) return null;
  return <p role="status">{t(outcome === "sent" ? "resend.sent" : "resend.wait")}</p>;
}

/** Asks for a new confirmation e-mail; a plain post, so it works without JavaScript. */
export function ResendActivation({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("signup");
  return (
    <Form method="post" action="/activate/resend">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={buttons.button.ghost}>
        {t("resend.button")}
      </button>
    </Form>
  );
}
