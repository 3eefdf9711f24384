import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServiceWorker } from "./build-service-worker.mjs";

const root = path.resolve(__dirname, "..");

/** A Remix app of one root route whose service worker entry is `worker`, beside this project's packages. */
function appWithWorker(dir: string, worker: string) {
  fs.mkdirSync(path.join(dir, "app/routes"), { recursive: true });
  if (!fs.existsSync(path.join(dir, "node_modules")))
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "worker-app",
      type: "module",
      // Remix picks its default entries by the runtime and React named here.
      dependencies: { "@remix-run/node": "*", "@remix-run/react": "*", react: "*", "react-dom": "*", isbot: "*" },
    })
  );
  const flags = [
    "v3_fetcherPersist",
    "v3_lazyRouteDiscovery",
    "v3_relativeSplatPath",
    "v3_throwAbortReason",
    "v3_singleFetch",
  ];
  fs.writeFileSync(
    path.join(dir, "remix.config.js"),
    `export default ${JSON.stringify({
      workerName: "sw",
      workerBuildDirectory: "out",
      workerMinify: true,
      future: Object.fromEntries(flags.map((f) => [f, false])),
    })};`
  );
  fs.writeFileSync(path.join(dir, "app/root.tsx"), "export default function Root() { return null; }\n");
  fs.writeFileSync(path.join(dir, "app/entry.worker.ts"), worker);
}

describe("the service worker's build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-build-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fails when the worker does not compile, so npm run build stops", { timeout: 60_000 }, async () => {
    appWithWorker(dir, 'import "./nowhere";\nself.addEventListener("install", () => {});\n');
    await expect(buildServiceWorker(dir)).rejects.toThrow(/Could not resolve "\.\/nowhere"/);
    expect(fs.existsSync(path.join(dir, "out/sw.js"))).toBe(false);
  });

  it("resolves once the worker is written: one classic script with the entry's code", { timeout: 60_000 }, async () => {
    appWithWorker(dir, 'self.addEventListener("install", () => console.log("worker-installed"));\n');
    await expect(buildServiceWorker(dir)).resolves.toBe("out/sw.js");
    const worker = fs.readFileSync(path.join(dir, "out/sw.js"), "utf8");
    expect(worker).toContain("worker-installed");
    // A classic registration (navigator.serviceWorker.register without type: "module") cannot load imports.
    expect(worker).not.toMatch(/(^|[;}])\s*import[\s{*"]/m);
  });
});
