import { Link, useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import { useSignupOpen } from "~/features/signup/use-signup-open";

/** What a visitor tried (docs/product.md#member-profile: "You need to be logged in to chat", and its siblings). */
export const NEEDS_LOGIN = ["chat", "like", "photo", "gift"] as const;
export type NeedsLogin = (typeof NEEDS_LOGIN)[number];

const OpenContext = createContext<(need: NeedsLogin, signupHref: string) => void>(() => {});

/** The signup modal of the default layout (docs/product.md#member-profile): one per page, opened by any visitor button. */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ need: NeedsLogin; signupHref: string } | null>(null);
  const show = useCallback((need: NeedsLogin, signupHref: string) => setOpen({ need, signupHref }), []);
  return (
    <OpenContext.Provider value={show}>
      {children}
      {open ? <SignupModal {...open} onClose={() => setOpen(null)} /> : null}
    </OpenContext.Provider>
  );
}

function SignupModal({ need, signupHref, onClose }: { need: NeedsLogin; signupHref: string; onClose: () => void }) {
  const { t } = useTranslation("members");
  const location = useLocation();
  const signupOpen = useSignupOpen();
  const loginHref = `/login?${new URLSearchParams({ redirectTo: location.pathname })}`;
  return (
    <Modal labelledBy="signup-modal-title" onClose={onClose} testId="signup-modal">
      <h2 id="signup-modal-title">{t(`need_login.${need}`)}</h2>
      <p>{t(signupOpen ? "need_login.text" : "need_login.text_members_only")}</p>
      {signupOpen ? (
        <Link to={signupHref} className={buttons.button.primary} autoFocus>
          {t("need_login.signup")}
        </Link>
      ) : null}
      <Link
        to={loginHref}
        className={signupOpen ? buttons.button.ghost : buttons.button.primary}
        autoFocus={!signupOpen}
      >
        {t("need_login.login")}
      </Link>
      <button type="button" className={buttons.button.ghost} onClick={onClose}>
        {t("need_login.close")}
      </button>
    </Modal>
  );
}

/**
 * A visitor's button: a link to the signup page carrying what they wanted (so it works without
 * JavaScript), or to the login and back where signup is closed; with JavaScript it opens the
 * signup modal instead.
 */
export function VisitorButton({
  need,
  memberId,
  className,
  children,
}: {
  need: NeedsLogin;
  memberId: number;
  className?: string;
  children: ReactNode;
}) {
  const open = useContext(OpenContext);
  const href = useSignupOpen()
    ? `/members/${memberId}/signup?need=${need}`
    : `/login?${new URLSearchParams({ redirectTo: `/members/${memberId}` })}`;
  return (
    <Link
      to={href}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        open(need, href);
      }}
    >
      {children}
    </Link>
  );
}
