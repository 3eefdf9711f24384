import type { Endpoint } from "../endpoint";
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  EmailRequestSchema,
  ResetPasswordRequestSchema,
  TokenQuerySchema,
  TokenRequestSchema,
} from "../schemas/account";
import { AccountErrorCode as E } from "../schemas/account";
import { OkSchema } from "../schemas/common";
import { ApiErrorCode } from "../errors";

/** A call checked with the current password: wrong, or a login rule of the address, IP or account. */
const PASSWORD_CHECK_ERRORS = {
  [E.wrongPassword]: 400,
  [ApiErrorCode.accountBlocked]: 429,
  [ApiErrorCode.tooManyLoginAttempts]: 429,
  [ApiErrorCode.loginSlowed]: 429,
} as const;

/**
 * Password reset, login throttling, e-mail and password change, account deletion and its undo.
 * Login throttling itself is part of POST user.php (429 account_blocked, too_many_login_attempts or,
 * for a device the account does not know while it is being guessed, login_slowed, each with
 * `minutes`); a login to an account pending deletion answers 409 account_pending_deletion.
 */
export const accountEndpoints = {
  requestPasswordReset: {
    method: "POST",
    path: "/api/password-reset.php",
    summary:
      "Mail a password reset link (/reset-password/do?token=…) in the member's language. Ok for unknown addresses too (no enumeration); 429 too_many_reset_mails after 3 a day per address from devices the account never logged in with (10 per IP), and after 3 a day asked for by the owner (signed in, or on a device the account has logged in with): strangers never use up the owner's.",
    body: EmailRequestSchema,
    response: OkSchema,
    auth: "optional",
    errors: { [E.tooManyResetMails]: 429 },
  },
  checkPasswordResetToken: {
    method: "GET",
    path: "/api/password-reset.php",
    summary: "Whether a reset link still works (404 link_invalid when expired, used or unknown).",
    query: TokenQuerySchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.linkInvalid]: 404 },
  },
  resetPassword: {
    method: "PUT",
    path: "/api/password-reset.php",
    summary: "Set a new password with a reset token (single use; 400 link_invalid). Ends every session.",
    body: ResetPasswordRequestSchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.linkInvalid]: 400 },
  },
  changePassword: {
    method: "PUT",
    path: "/api/password.php",
    summary: "Change the password (400 wrong_old_password). Other sessions end; this one stays.",
    body: ChangePasswordRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: { [E.wrongOldPassword]: 400 },
  },
  requestEmailChange: {
    method: "POST",
    path: "/api/mail-change.php",
    summary:
      "Mail a confirmation link (/mail-change/do?token=…) to the new address; needs the current password (400 wrong_password). 400 invalid_new_email; 409 email_taken; 429 too_many_mails after 3 a day per member or new address, 10 per IP.",
    body: ChangeEmailRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: { ...PASSWORD_CHECK_ERRORS, [E.invalidNewEmail]: 400, [E.emailTaken]: 409, [E.tooManyMails]: 429 },
  },
  confirmEmailChange: {
    method: "PUT",
    path: "/api/mail-change.php",
    summary:
      "Apply an e-mail change by its token (single use; 400 link_invalid; 409 email_taken). The old address is told, with an undo link valid 14 days (/mail-change/undo?token=…).",
    body: TokenRequestSchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.linkInvalid]: 400, [E.emailTaken]: 409 },
  },
  deleteAccount: {
    method: "POST",
    path: "/api/account-delete.php",
    summary:
      "Delete the account with a reason and the current password (400 wrong_password): it is hidden and logged out at once, mailed an undo link valid 14 days, purged after that.",
    body: DeleteAccountRequestSchema,
    response: DeleteAccountResponseSchema,
    auth: "required",
    errors: PASSWORD_CHECK_ERRORS,
  },
  undoAccountDeletion: {
    method: "PUT",
    path: "/api/account-delete.php",
    summary: "Restore an account pending deletion by the e-mailed token (400 link_invalid).",
    body: TokenRequestSchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.linkInvalid]: 400 },
  },
  undoEmailChange: {
    method: "PUT",
    path: "/api/mail-change-undo.php",
    summary:
      "Take an e-mail change back by the token mailed to the old address (400 link_invalid; 409 email_taken): the old address returns and every session ends.",
    body: TokenRequestSchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.linkInvalid]: 400, [E.emailTaken]: 409 },
  },
  resendUndoMail: {
    method: "POST",
    path: "/api/account-undo-mail.php",
    summary:
      "Mail the undo link again to an account pending deletion. Always ok for other addresses; 429 too_many_undo_mails after 3 a day per address, 10 per IP.",
    body: EmailRequestSchema,
    response: OkSchema,
    auth: "none",
    errors: { [E.tooManyUndoMails]: 429 },
  },
} as const satisfies Record<string, Endpoint>;
