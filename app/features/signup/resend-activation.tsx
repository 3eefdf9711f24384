import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";

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
