import { Form, Link, useFetcher, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import { usePushSnapshot } from "~/features/push/push-state";
import { visibleBanner, type BannerKind } from "./kinds";
import * as styles from "./member-banner.css";

export interface BannerData {
  /** The banners that apply to the member, in the order of docs/product.md#member-banners (root loader). */
  kinds: BannerKind[];
  /** The address the activation e-mail went to (only set with the activate reminder). */
  email: string;
  /** Right after signup the activate reminder is a modal (with JavaScript; the alert without). */
  activateModal?: boolean;
}

/** The first page of this visit (the location the browser loaded), and whether the member left it; browser only. */
let firstPage: string | null = null;
let leftFirstPage = false;

/**
 * True once the member has moved on from the first page of the visit. The push invitation waits
 * for it: a question asked after the member has started using the site rather than at the door,
 * and never something painted late over the page the browser just loaded (its largest paint).
 */
function useMovedOn(): boolean {
  const { key } = useLocation();
  const [movedOn, setMovedOn] = useState(false);
  useEffect(() => {
    firstPage ??= key;
    leftFirstPage ||= key !== firstPage;
    setMovedOn(leftFirstPage);
  }, [key]);
  return movedOn;
}

/**
 * Banners for the signed-in member (docs/product.md#member-banners): "confirm your e-mail" (as a
 * modal right after signup), "add a photo", the push invitation, the disabled-notifications alert;
 * the first that applies and that the route does not hide. Plain forms, so all but the push
 * invitation (which needs a script to subscribe) work without JavaScript; with it, a dismissal
 * does not leave the page. `pushKey`: the site's push key (none, no invitation).
 */
export function MemberBanner({ data, pushKey = null }: { data: BannerData; pushKey?: string | null }) {
  const { t } = useTranslation();
  const routeIds = useMatches().map((m) => m.id);
  const { pathname, search } = useLocation();
  const dismiss = useFetcher();
  const push = usePushSnapshot();
  const hydrated = useHydrated();
  const movedOn = useMovedOn();
  const [modalClosed, setModalClosed] = useState(false);
  const [pushFailed, setPushFailed] = useState(false);
  // The invitation needs this browser able to subscribe and not yet asked (capable and unknown),
  // and a member who has moved on from the first page.
  const applies = (kind: BannerKind) => kind !== "push" || (Boolean(pushKey) && push.state === "unknown" && movedOn);
  const kind = visibleBanner(data.kinds, routeIds, applies);
  if (!kind || (dismiss.state !== "idle" && dismiss.formData?.get("banner") === kind)) return null;
  const here = pathname + search;
  const dismissForm = (
    <dismiss.Form method="post" action="/banners/dismiss" className={styles.form}>
      <input type="hidden" name="banner" value={kind} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={buttons.button.ghost}>
        {t("banners.dismiss")}
      </button>
    </dismiss.Form>
  );

  if (kind === "activate") {
    const resend = (
      // The completion page confirms the new e-mail and explains the link again.
      <Form method="post" action="/activate/resend" className={styles.form}>
        <input type="hidden" name="redirectTo" value="/complete-signup?sent=1" />
        <button type="submit" className={buttons.button.primary}>
          {t("banners.activate.resend")}
        </button>
      </Form>
    );
    if (data.activateModal && hydrated) {
      if (modalClosed) return null;
      return (
        <Modal labelledBy="activate-modal-title" onClose={() => setModalClosed(true)} testId="activate-modal">
          <h2 id="activate-modal-title" className={styles.modalTitle}>
            {t("banners.activate.label")}
          </h2>
          <p className={styles.modalText}>{t("banners.activate.text", { email: data.email })}</p>
          <div className={styles.modalActions}>
            {resend}
            <button type="button" className={buttons.button.ghost} onClick={() => setModalClosed(true)}>
              {t("banners.close")}
            </button>
          </div>
        </Modal>
      );
    }
    return (
      <Banner kind={kind} text={t("banners.activate.text", { email: data.email })}>
        {resend}
      </Banner>
    );
  }

  if (kind === "add_photo") {
    return (
      <Banner kind={kind} text={t("banners.add_photo.text")}>
        <Link to="/profile#photos-title" className={buttons.button.primary}>
          {t("banners.add_photo.add")}
        </Link>
        {dismissForm}
      </Banner>
    );
  }

  if (kind === "push") {
    return (
      <Banner kind={kind} text={t("banners.push.text")}>
        <button
          type="button"
          className={buttons.button.primary}
          onClick={() => {
            setPushFailed(false);
            void import("~/features/push/push-subscription")
              .then(({ subscribePush }) => subscribePush(pushKey!))
              .then((outcome) => setPushFailed(outcome === "failed"));
          }}
        >
          {t("banners.push.enable")}
        </button>
        {dismissForm}
        {pushFailed ? (
          <p role="alert" className={styles.error}>
            {t("banners.push.failed")}
          </p>
        ) : null}
      </Banner>
    );
  }

  return (
    <Banner kind={kind} text={t("banners.notifications_disabled.text")}>
      <Link to="/notifications#settings-disabled" className={buttons.button.primary}>
        {t("banners.notifications_disabled.settings")}
      </Link>
      {dismissForm}
    </Banner>
  );
}

/**
 * A banner above the page; the push invitation instead floats over it (bottom of the screen), as
 * only the browser knows whether it applies: a bar added above the page after it is drawn would
 * push the whole page down (layout shift).
 */
function Banner({ kind, text, children }: { kind: BannerKind; text: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside
      className={kind === "push" ? styles.floating : styles.banner}
      aria-label={t(`banners.${kind}.label`)}
      data-testid={`banner-${kind}`}
    >
      <div className={styles.inner}>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </aside>
  );
}
