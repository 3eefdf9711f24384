import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { registerWorker } from "./features/offline/worker-registration";
import { createCompactI18n } from "./i18n/compact-i18n";
import { i18nConfig } from "./i18n/config";
import { I18N_STORE_ID } from "./i18n/i18n-store";
import { installChunkReloadGuard } from "./utils/network";
import { rememberTypedText } from "./utils/typed-before-hydration";

installChunkReloadGuard();
rememberTypedText();

registerWorker();

const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "dev";

async function hydrate() {
  const store = JSON.parse(document.getElementById(I18N_STORE_ID)?.textContent ?? "{}") as {
    lng?: string;
    data?: Record<string, Record<string, unknown>>;
  };
  const i18n = createCompactI18n({
    ...i18nConfig,
    lng: store.lng ?? document.documentElement.lang,
    resources: store.data ?? {},
    // Namespaces a later page needs are fetched on demand.
    load: (lng, ns) =>
      fetch(`/locales/${lng}/${ns}.json?v=${version}`).then((res) =>
        res.ok ? res.json() : Promise.reject(new Error(`${res.status}`))
      ),
  });
  initReactI18next.init(i18n);
  await i18n.ready();

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>
    );
  });
}

void hydrate();
