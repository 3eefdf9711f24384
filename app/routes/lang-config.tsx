import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { detectLocale, localeCookie } from "~/i18n/detect-locale.server";
import { getFixedT } from "~/i18n/i18n.server";
import { LanguageForm } from "~/components/language-switcher";
import { PageCard } from "~/components/page-card";
import { getApi } from "~/utils/api.server";
import { pageTitle } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";
import * as styles from "./lang-config.css";

/** /lang-config: every language of the site; also the target of the header's switcher. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await detectLocale(request, context.tenant);
  const t = await getFixedT(locale);
  return json({ languages: context.tenant.languages, title: t("language.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/**
 * Saves the choice in the locale cookie (365 days) and, for a logged-in member, in the account
 * (PUT user.php), then goes back. A plain form post: works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const data = await request.formData();
  const lng = String(data.get("lng") ?? "");
  const back = safeRedirect(data.get("redirectTo"), "/");
  if (!(context.tenant.languages as string[]).includes(lng)) return redirect(back);
  const { client, token } = await getApi(request, context);
  if (token) {
    try {
      await client.call("updateUser", { body: { language: lng } });
    } catch (error) {
      // The cookie still switches the language; the account keeps its old one until next time.
      if (!isApiError(error)) throw error;
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
