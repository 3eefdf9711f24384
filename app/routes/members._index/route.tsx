import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./styles.css";

/** The home after login: a welcome with the credits; member search is not built yet. */
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
