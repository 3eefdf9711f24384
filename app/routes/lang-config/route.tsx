import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localeCookie } from "~/i18n/detect-locale.server";
import { LanguageForm } from "~/components/language-switcher";
import { PageCard } from "~/components/page-card";
import { pageTitle } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";
import * as styles from "./styles.css";
import { readForm } from "~/utils/read-form.server";

/** /lang-config: every language of the site; also the target of the header's switcher. */
export async function loader({ context }: LoaderFunctionArgs) {
  const t = await context.t();
  return json({ languages: context.tenant.languages, title: t("language.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/**
 * Saves the choice in the locale cookie (365 days) and, for a logged-in member, in the account
 * (PUT user.php), then goes back. A plain form post: works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const data = await readForm(request);
  const lng = String(data.get("lng") ?? "");
  const back = safeRedirect(data.get("redirectTo"), "/");
  if (!(context.tenant.languages as string[]).includes(lng)) return redirect(back);
  if (await context.token()) {
    try {
      await context.api.call("updateUser", { body: { language: lng } });
    } catch {
      // Whatever the API answers (down, slow, session ended), the cookie still switches the
      // language; the account keeps its old one until the next switch.
    }
  }
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

export default function LanguagePage() {
  const { languages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageCard id="language-title" title={t("language.title")}>
      <LanguageForm
        languages={languages}
        redirectTo="/lang-config"
        className={styles.list}
        optionClassName={styles.option}
      />
    </PageCard>
  );
}
