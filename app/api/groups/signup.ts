import type { Endpoint } from "../endpoint";
import { ApiErrorCode } from "../errors";
import { SignupError } from "../../domain/signup-rules";
import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  ActivationMailResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
} from "../schemas/signup";

/** Signup, the signup policy, tracking and activation. */
export const signupEndpoints = {
  signup: {
    method: "POST",
    path: "/api/signup.php",
    summary:
      "Create an account under the site's signup policy; grants signup_credits, sends the activation e-mail and logs the member in. " +
      "With an Idempotency-Key, the same form sent again within 10 minutes answers the account the first one made (signed in again). " +
      "429 too_many_signups (per IP and day, counted in the same step as the new account).",
    body: SignupRequestSchema,
    response: SignupResponseSchema,
    auth: "none",
    keyed: true,
    errors: { [SignupError.inviteOnly]: 403, [ApiErrorCode.tooManySignups]: 429 },
  },
  activate: {
    method: "POST",
    path: "/api/activate.php",
    summary: "Confirm the account named by an activation link's token (single use, expiring).",
    body: ActivateRequestSchema,
    response: ActivateResponseSchema,
    auth: "none",
    errors: { activation_failed: 400 },
  },
  resendActivation: {
    method: "POST",
    path: "/api/activation-mail.php",
    summary: "Send the signed-in member a new confirmation e-mail (earlier links stop working).",
    response: ActivationMailResponseSchema,
    auth: "required",
  },
} as const satisfies Record<string, Endpoint>;
