import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SITE_NOT_SET_UP } from "~/utils/not-found";
import { OVERLOADED } from "~/api/overload";
import * as styles from "./error-page.css";

/** Requests the site refuses (a broken, too large or wrongly typed post) say why. */
const REFUSALS: Record<number, string> = {
  400: "errors.badRequest",
  403: "errors.forbidden",
  405: "errors.methodNotAllowed",
  413: "errors.tooLarge",
  415: "errors.unsupportedType",
  429: "errors.oneAtATime",
};

/**
 * The message (common namespace) of the error page for `status`: its heading and its title. The
 * thrown Response's `reason` (its status text) says when a 503 is not a failure: the site is busy
 * (OVERLOADED), or the API does not know it yet (SITE_NOT_SET_UP).
 */
export const errorMessageKey = (status: number, reason?: string) =>
  reason === SITE_NOT_SET_UP
    ? "errors.siteNotSetUp"
    : status === 404
    ? "errors.notFound"
    : status === 503 && reason === OVERLOADED
    ? "errors.busy"
    : REFUSALS[status] ?? (status >= 500 ? "errors.tryLater" : "errors.generic");

/** A thrown Response's status, else 500 (an error of the code). */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** A thrown Response's status text: the reason an error page was chosen (OVERLOADED). */
export const errorReason = (error: unknown) => (isRouteErrorResponse(error) ? error.statusText : undefined);

/**
 * docs/product.md#errors: the status code and a message; 404 reads "This page could not be found" and links
 * home. Server failures say to try later, and with `retryTo` offer a Try again link to that address.
 * Never a stack trace.
 */
export function ErrorPage({ status, reason, retryTo }: { status: number; reason?: string; retryTo?: string }) {
  const { t } = useTranslation();
  const message = t(errorMessageKey(status, reason));
  return (
    <section className={styles.box} aria-labelledby="error-title">
      <p className={styles.status}>{status}</p>
      <h1 id="error-title" className={styles.title}>
        {message}
      </h1>
      {reason === SITE_NOT_SET_UP ? (
        // Every page of the site is this one until the operator sets the site up: no link to follow.
        <p>{t("errors.siteNotSetUpText")}</p>
      ) : (
        <div className={styles.actions}>
          {retryTo ? (
            // A link, so it works before (or without) JavaScript; with it, a visit of the same
            // address runs the page's loaders again in place.
            <Link to={retryTo} replace preventScrollReset className={styles.home}>
              {t("errors.retry")}
            </Link>
          ) : null}
          <Link to="/" className={retryTo ? styles.secondary : styles.home}>
            {t("errors.goHome")}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The error boundary of a member screen (docs/decisions/014): a failed loader shows the error page in
 * the route's place, so the site's header and navigation around it stay usable. The response keeps
 * the loader's status; a server failure offers to try the same address again.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  const { pathname, search } = useLocation();
  return (
    <ErrorPage status={status} reason={errorReason(error)} retryTo={status >= 500 ? pathname + search : undefined} />
  );
}

/**
 * docs/product.md#errors: if the error page itself fails, a last plain page says so and links home. It avoids
 * everything that might have failed (loader data, layout), using only i18next's current language.
 */
export class ErrorPageGuard extends Component<
  { children: ReactNode; fallbackText: () => { message: string; home: string } },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    let texts = { message: "An error occurred while showing the error page", home: "Go to the home page" };
    try {
      texts = this.props.fallbackText();
    } catch {
      // keep English
    }
    return (
      <main id="main">
        <h1>{texts.message}</h1>
        <a href="/">{texts.home}</a>
      </main>
    );
  }
}
