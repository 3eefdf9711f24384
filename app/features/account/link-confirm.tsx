import { Form, useNavigation } from "@remix-run/react";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";

/**
 * The one button of a page an e-mailed link opens. Opening the link (a GET, which mail scanners
 * prefetch) changes nothing; the button's POST does. A plain form: works without JavaScript.
 */
export function LinkConfirmForm({ token, text, button }: { token: string; text: string; button: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={form.stack}>
      <p>{text}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttons.button.primary} disabled={busy}>
        {button}
      </button>
    </Form>
  );
}
