import { useTranslation } from "react-i18next";
import type { LanderKind } from "~/domain/landing";
import type { LanderBase } from "~/features/landing/lander-data.server";

/**
 * A kind's title, lead and signup heading. The lead names the slug's city when there is one, else
 * says "near you": a country's name does not sit in a sentence the same way in every language.
 */
export function useLanderCopy(
  kind: LanderKind | "tinderswipe",
  base: Pick<LanderBase, "variant" | "siteName" | "online">
) {
  const { t } = useTranslation("landers");
  const city = base.variant.type === "city" ? base.variant.city : null;
  const values = { place: city ?? "", siteName: base.siteName, count: base.online };
  return {
    /** What LanderPage takes: the headline, the lead and the signup's heading. */
    copy: {
      title: t(`kinds.${kind}.title`, values),
      lead: t(city ? `kinds.${kind}.lead_city` : `kinds.${kind}.lead`, values),
      signupHeading: t(`kinds.${kind}.signup`, values),
    },
    t,
  };
}
