import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/utils/meta";
import { signupAction, signupLoader } from "~/features/signup/flow.server";
import { SignupSteps } from "~/features/signup/signup-steps";

export const handle = { i18n: ["signup"] };

export const loader = ({ request, context }: LoaderFunctionArgs) => signupLoader(request, context);
export const action = ({ request, context }: ActionFunctionArgs) =>
  signupAction(request, context, { landing: "/signup-matches" });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Signup() {
  return <SignupSteps />;
}
