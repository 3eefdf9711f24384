import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandColors } from "~/pwa/brand.server";
import { ICON_SIZES } from "~/pwa/icon.server";
import { PWA_START_PARAM } from "~/features/entry-warning/eligibility.server";

/** The web app manifest of this tenant: its name, colours and icons (installable app, docs/product.md#service-worker-and-offline). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { tenant } = context;
  const colors = brandColors(tenant);
  const manifest = {
    id: "/",
    name: tenant.name,
    short_name: tenant.logo?.text ?? tenant.name,
    lang: await context.locale(),
    start_url: `/?${PWA_START_PARAM}=1`,
    scope: "/",
    display: "standalone",
    theme_color: colors.primary,
    background_color: colors.background,
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/icons/${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: `/icons/${size}-maskable.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
      Vary: "Host, Cookie, Accept-Language",
    },
  });
}
