import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceLanguage } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";
import { I18N_STORE_ID } from "./i18n/i18n-store";
import { installChunkReloadGuard } from "./utils/network";

installChunkReloadGuard();

// SPEC §7: the service worker; an offline page now, push messages later.
// Registered after load so it never competes with the page; this module may itself run after load.
if ("serviceWorker" in navigator) {
  const register = () => navigator.serviceWorker.register("/sw-push.js?v=2").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "dev";

/** Namespaces a later page needs are fetched on demand (a few lines instead of an HTTP backend library). */
const lazyNamespaces: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    fetch(`/locales/${lng}/${ns}.json?v=${version}`)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`${res.status}`))))
      .then((data) => callback(null, data))
      .catch((error) => callback(error, false));
  },
};

async function hydrate() {
  const store = JSON.parse(document.getElementById(I18N_STORE_ID)?.textContent ?? "{}") as {
    lng?: string;
    data?: ResourceLanguage;
  };
  const lng = store.lng ?? document.documentElement.lang;
  await i18next
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      ...i18nConfig,
      lng,
      ns: Object.keys(store.data ?? {}),
      resources: { [lng]: store.data ?? {} },
      partialBundledLanguages: true,
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
