import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { checkoutRoutes } from "./checkout";
import { directDebitRoutes } from "./direct-debit";
import { discountRoutes } from "./discount-routes";
import { packageRoutes } from "./packages";
import { repeatOrderRoutes } from "./repeat-order";
import { webhookRoutes } from "./webhook";

/** Money (docs/decisions/017-payments.md): every contract endpoint of payments.ts, and the sandbox provider. */
export function paymentRoutes(app: Hono<AppEnv>) {
  packageRoutes(app);
  checkoutRoutes(app);
  discountRoutes(app);
  repeatOrderRoutes(app);
  directDebitRoutes(app);
  webhookRoutes(app);
}
