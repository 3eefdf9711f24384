import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/utils/meta";
import { signupAction, signupLoader } from "~/features/signup/flow.server";
import { SignupSteps } from "~/features/signup/signup-steps";

export const handle = { i18n: ["signup"] };

/** The profile's id from the URL; anything but a positive integer is no target. */
const profileId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : undefined);

export const loader = ({ request, context }: LoaderFunctionArgs) => signupLoader(request, context);

/** Signs up "to meet" the profile and lands on it (docs/decisions/006). */
export const action = ({ request, context, params }: ActionFunctionArgs) => {
  const id = profileId(params.id);
  return signupAction(request, context, { profileId: id, landing: id ? `/members/${id}` : "/complete-signup" });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function SignupToMeet() {
  const { t } = useTranslation("signup");
  return <SignupSteps intro={<p>{t("to_meet")}</p>} />;
}
