import type { LoaderFunctionArgs } from "@remix-run/node";
import { memberLandingLoader } from "~/features/landing/member-landing.server";

/** A profile's landing page, layout "landing" (docs/product.md#landing-pages). */
export const loader = (args: LoaderFunctionArgs) => memberLandingLoader(args, "landing");
export { default, handle, meta } from "~/features/landing/member-landing-route";
