import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { signupDefaults } from "~/domain/members";
import { GENDERS, SEXUALITIES } from "~/domain/profile-values";
import { signupOpen } from "~/domain/signup-rules";
import type { JoinData } from "~/features/signup/join-modal";
import { getTracking } from "~/features/signup/tracking.server";

/**
 * The join modal's first step (docs/product.md#signup): which of step 0's fields the site asks, the
 * niche's preset answers and every text the modal shows, in the visitor's language. Loaded when a
 * call to action opens the modal, so no page carries the signup's texts until then.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, settings, tracking, t, tc] = await Promise.all([
    context.user(),
    context.site.settings(),
    getTracking(request),
    context.t("signup"),
    context.t("landers"),
  ]);
  const shown = settings.visible_profile_fields;
  const defaults = signupDefaults(settings.niche);
  const field = (name: "gender" | "sexuality", values: readonly string[]) =>
    shown.includes(name)
      ? {
          label: t(`${name}.label`),
          value: defaults[name] ?? "",
          options: values.map((value) => ({ value, label: t(`${name}.${value}`) })),
        }
      : null;
  return json<JoinData>(
    {
      open: !user && signupOpen(settings.signups, tracking?.network),
      title: tc("join.title", { siteName: settings.name }),
      gender: field("gender", GENDERS),
      sexuality: field("sexuality", SEXUALITIES),
      texts: {
        next: tc("cta"),
        fine: tc("free_fine_print"),
        login: tc("login"),
        haveAccount: t("have_account"),
        close: tc("join.close"),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } }
  );
}
