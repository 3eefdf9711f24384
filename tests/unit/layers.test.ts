import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layering rules of docs/architecture.md#layering-rules are lint rules (eslint.config.js): a
 * forbidden import planted in each layer, by alias and by relative path, must be refused with the
 * message that says where the code belongs, and an allowed one must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = planted;\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

const REFUSED: { layer: string; filePath: string; source: string; says: RegExp }[] = [
  {
    layer: "a component importing a feature (alias)",
    filePath: "app/components/planted.tsx",
    source: 'import { LikeModal as planted } from "~/features/members/like-modal";',
    says: /Components do not import features/,
  },
  {
    layer: "a component importing a feature (relative)",
    filePath: "app/components/fields/planted.tsx",
    source: 'import { visibleBanner as planted } from "../../features/member-banners/kinds";',
    says: /Components do not import features/,
  },
  {
    layer: "a component importing a route",
    filePath: "app/components/planted.tsx",
    source: 'import { loader as planted } from "~/routes/resources.like-modal/route";',
    says: /Components do not import routes/,
  },
  {
    layer: "a feature importing a route (alias)",
    filePath: "app/features/members/planted.tsx",
    source: 'import type { loader as planted } from "~/routes/resources.auto-like/route";',
    says: /Features do not import routes/,
  },
  {
    layer: "a feature importing a route (relative)",
    filePath: "app/features/members/planted.ts",
    source: 'import { loader as planted } from "../../routes/resources.auto-like/route";',
    says: /Features do not import routes/,
  },
  {
    layer: "app/api importing the request context (alias)",
    filePath: "app/api/planted.server.ts",
    source: 'import { createRequestContext as planted } from "~/context.server";',
    says: /app\/api must not import the request context/,
  },
  {
    layer: "app/api importing the request context (relative)",
    filePath: "app/api/groups/planted.ts",
    source: 'import type { RequestContext as planted } from "../../context.server";',
    says: /app\/api must not import the request context/,
  },
  {
    layer: "app/utils importing a component",
    filePath: "app/utils/planted.ts",
    source: 'import { PageLayout as planted } from "~/components/page-layout";',
    says: /app\/utils does not import UI/,
  },
  {
    layer: "app/utils importing a feature (relative)",
    filePath: "app/utils/planted.server.ts",
    source: 'import { bannerCandidates as planted } from "../features/member-banners/dismissal.server";',
    says: /app\/utils does not import UI/,
  },
  {
    layer: "app/utils importing a route",
    filePath: "app/utils/planted.ts",
    source: 'import { loader as planted } from "~/routes/chats/route";',
    says: /app\/utils does not import UI/,
  },
  {
    layer: "the reference API importing a test kit",
    filePath: "reference-api/routes/planted.ts",
    source: 'import { testSite as planted } from "../testing/site";',
    says: /Product code does not import test kits/,
  },
  {
    layer: "the web tier importing a test kit (alias)",
    filePath: "app/tenant/planted.server.ts",
    source: 'import { tempTenantDir as planted } from "~/testing/tenant-files";',
    says: /Product code does not import test kits/,
  },
  {
    layer: "the web server importing the reference API's test kit",
    filePath: "server/planted.ts",
    source: 'import { openTestDb as planted } from "../reference-api/testing/db";',
    says: /Product code does not import test kits/,
  },
  {
    layer: "a reference API rule reading the movable clocks",
    filePath: "reference-api/routes/planted.ts",
    source: 'import { memberClocks as planted } from "../member-clocks";',
    says: /Rules take the member's time as a parameter/,
  },
];

describe("the layering rules are lint rules", () => {
  it.each(REFUSED)("refuses $layer, saying where the code goes", async ({ filePath, source, says }) => {
    const messages = await refusals(filePath, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(says);
  });

  it.each([
    ["app/components/planted.tsx", 'import { badgeText as planted } from "~/utils/badges";'],
    ["app/features/members/planted.tsx", 'import { Modal as planted } from "~/components/modal";'],
    ["app/routes/planted/route.tsx", 'import { LikeModal as planted } from "~/features/members/like-modal";'],
    ["app/api/planted.server.ts", 'import { endpoints as planted } from "./endpoints";'],
    // A test builds its world with a kit; a rule takes the member's time as a parameter.
    ["reference-api/routes/planted.test.ts", 'import { testSite as planted } from "../testing/site";'],
    ["reference-api/routes/planted.ts", 'import { memberNowSql as planted } from "../member-time";'],
  ])("lets %s import what lies below it: %s", async (filePath, source) => {
    expect(await refusals(filePath, source)).toEqual([]);
  });
}, 60_000);
