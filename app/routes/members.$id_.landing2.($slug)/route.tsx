import type { LoaderFunctionArgs } from "@remix-run/node";
import { memberLandingLoader } from "~/features/landing/member-landing.server";

/** A profile's landing page, layout "landing2" (docs/product.md#landing-pages). */
export const loader = (args: LoaderFunctionArgs) => memberLandingLoader(args, "landing2");
export { default, handle, meta } from "~/features/landing/member-landing-route";
