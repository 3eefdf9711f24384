// `npm run openapi`: writes docs/openapi.json from the contract in app/api/endpoints.ts.
// `--check` exits 1 when the committed document is out of date (part of npm test).
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV3 } from "@asteasolutions/zod-to-openapi";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Endpoint } from "../app/api/endpoint";

extendZodWithOpenApi(z);

const { CachePolicy, declaredErrors, endpoints, FORCED_DOMAIN_PARAM, REQUEST_TYPE_HEADER } = await import(
  "../app/api/endpoints"
);
const { ApiErrorBodySchema } = await import("../app/api/schemas/common");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "docs", "openapi.json");

function buildDocument() {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "memberToken", { type: "http", scheme: "bearer" });
  const error = registry.register("Error", ApiErrorBodySchema);
  /** One response per status the call may answer, naming its codes (Endpoint.errors). */
  const errorResponses = (name: keyof typeof endpoints) => {
    const byStatus = new Map<number, string[]>();
    for (const [code, status] of Object.entries(declaredErrors(name))) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    return Object.fromEntries(
      [...byStatus].map(([status, codes]) => [
        status,
        {
          description: codes.join(", "),
          content: {
            "application/json": { schema: error.extend({ error: z.enum(codes as [string, ...string[]]) }) },
          },
        },
      ])
    );
  };

  /** The name of an endpoint's CachePolicy, for the document's readers (absent: never kept). */
  const cachePolicyName = (endpoint: Endpoint) =>
    Object.entries(CachePolicy).find(([, policy]) => policy === endpoint.cache)?.[0];

  /** user.php's client marker; a keyed write's Idempotency-Key (Endpoint.keyed). */
  const requestHeaders = (endpoint: Endpoint) => {
    const headers = {
      ...(endpoint.path.endsWith("user.php") ? { [REQUEST_TYPE_HEADER]: z.literal("client").optional() } : {}),
      ...(endpoint.keyed
        ? {
            "Idempotency-Key": z.string().max(100).openapi({
              description:
                "Printable ASCII. The same key again answers the first request's result, or 409 request_in_progress while it is still being answered.",
            }),
          }
        : {}),
    };
    return Object.keys(headers).length > 0 ? z.object(headers) : undefined;
  };

  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const cachePolicy = cachePolicyName(endpoint);
    const query = z.object({
      [FORCED_DOMAIN_PARAM]: z.string().openapi({ description: "The host the member used: names the site." }),
    });
    registry.registerPath({
      operationId: name,
      method: endpoint.method.toLowerCase() as "get" | "post" | "put" | "delete",
      path: endpoint.path,
      summary: endpoint.summary,
      ...(cachePolicy ? { "x-cache-policy": cachePolicy } : {}),
      security: endpoint.auth === "none" ? [] : [{ [bearer.name]: [] }],
      request: {
        query,
        headers: requestHeaders(endpoint),
        body: endpoint.body ? { content: { "application/json": { schema: endpoint.body } } } : undefined,
      },
      responses: {
        200: { description: "Success", content: { "application/json": { schema: endpoint.response } } },
        ...errorResponses(name as keyof typeof endpoints),
      },
    });
  }

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: "3.0.3",
    info: {
      title: "Dating platform API (web tier ↔ operator PHP API)",
      version: "1.0.0",
      description: "Generated from app/api/endpoints.ts by `npm run openapi`. Conventions: docs/api-contract.md.",
    },
  });
}

const text = JSON.stringify(buildDocument(), null, 2) + "\n";
if (process.argv.includes("--check")) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (current !== text) {
    console.error("docs/openapi.json is out of date: run `npm run openapi`.");
    process.exit(1);
  }
  console.log("docs/openapi.json is up to date.");
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
}
