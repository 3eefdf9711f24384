import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "./i18n/config";
import { installChunkReloadGuard } from "./utils/network";

installChunkReloadGuard();

// SPEC §7: the service worker; an offline page now, push messages later.
// Registered after load so it never competes with the page; this module may itself run after load.
if ("serviceWorker" in navigator) {
  const register = () => navigator.serviceWorker.register("/sw-push.js?v=2").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function hydrate() {
  const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "dev";
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
    .init({
      ...i18nConfig,
      // The server rendered <html lang>; load only that language's namespaces.
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
      backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${version}` },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>
    );
  });
}

void hydrate();
