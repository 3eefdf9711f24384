import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./styles.css";

/** The home after login. Member search fills this page in a later issue. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.requireUser();
  return json({ name: user.profile.name, credits: user.credits });
}

export default function Members() {
  const { name, credits } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={styles.welcome} aria-labelledby="members-title">
      <h1 id="members-title">{t("members.welcome", { name })}</h1>
      <p data-testid="credits">{t("members.credits", { count: credits })}</p>
    </section>
  );
}
