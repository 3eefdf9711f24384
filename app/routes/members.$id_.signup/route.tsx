import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useParams, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NEEDS_LOGIN, type NeedsLogin } from "~/features/members/signup-modal";
import { pageTitle } from "~/utils/meta";
import { signupAction, signupLoader } from "~/features/signup/flow.server";
import { SignupSteps } from "~/features/signup/signup-steps";

export const handle = { i18n: ["signup", "members"] };

/** The profile's id from the URL; anything but a positive integer is no target. */
const profileId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : undefined);

export const loader = ({ request, context }: LoaderFunctionArgs) => signupLoader(request, context);

/**
 * Signs up "to meet" the profile and lands on it (docs/decisions/006), or in the conversation with
 * it when the signup began on the profile's chat landing (?then=chat; no other value, no open redirect).
 */
export const action = ({ request, context, params }: ActionFunctionArgs) => {
  const id = profileId(params.id);
  const chat = new URL(request.url).searchParams.get("then") === "chat";
  const landing = id ? `/members/${id}${chat ? "/chat" : ""}` : "/signup-matches";
  return signupAction(request, context, { profileId: id, landing });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/**
 * Also where a visitor's like, message, gift and photo buttons lead without JavaScript: the page
 * says what needs an account (docs/product.md#member-profile) and offers the login, which comes back to the profile.
 */
export default function SignupToMeet() {
  const { t } = useTranslation(["signup", "members"]);
  const [params] = useSearchParams();
  const { id } = useParams();
  const need = params.get("need");
  const known = NEEDS_LOGIN.includes(need as NeedsLogin) ? (need as NeedsLogin) : null;
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `/members/${profileId(id) ?? ""}` })}`;
  return (
    <SignupSteps
      loginHref={loginHref}
      intro={
        <>
          {known ? (
            <p role="status" data-testid="need-login">
              <strong>{t(`members:need_login.${known}`)}</strong>{" "}
              <Link to={loginHref}>{t("members:need_login.login")}</Link>
            </p>
          ) : null}
          <p>{t("signup:to_meet")}</p>
        </>
      }
    />
  );
}
