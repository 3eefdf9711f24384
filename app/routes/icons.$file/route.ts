import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorJson } from "~/utils/error-json";
import { ICON_SIZES, iconPng, type IconSize } from "~/pwa/icon.server";

/** /icons/192.png, /icons/512-maskable.png …: the tenant's app icons, drawn on first request. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^(\d+)(-maskable)?\.png$/.exec(params.file ?? "");
  const size = Number(match?.[1]) as IconSize;
  if (!match || !ICON_SIZES.includes(size)) return errorJson(404);
  const png = await iconPng(context.tenant, size, Boolean(match[2]));
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", Vary: "Host" },
  });
}
