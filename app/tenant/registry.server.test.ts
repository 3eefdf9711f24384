import { EventEmitter } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { forget } from "@epic-web/remember";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createTenantRegistry,
  TENANT_REGISTRY_NAME,
  type TenantRegistry,
  type TenantRegistryOptions,
} from "./registry.server";
import type { TenantLogEntry } from "./tenant-file.server";
import { demo, tempTenantDir, within, writeJson } from "../testing/tenant-files";

let dir: string;
let registry: TenantRegistry | undefined;
let logs: TenantLogEntry[];

function open(options: Partial<TenantRegistryOptions> = {}, withDemo = true) {
  dir = tempTenantDir(withDemo);
  logs = [];
  registry = createTenantRegistry({ dir, watch: false, logger: (e) => logs.push(e), ...options });
  return registry;
}
const file = (name: string) => path.join(dir, name);
/** A new tenant derived from a demo file. */
const brand = (id: string, extra: Record<string, unknown> = {}) => ({
  ...demo("flirthaven"),
  id,
  name: id.toUpperCase(),
  domains: [`${id}.example`],
  ...extra,
});

afterEach(() => {
  registry?.close();
  registry = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("resolving a host", () => {
  it("finds every demo tenant by its domain, whatever the case or port", async () => {
    const r = open();
    await expect(r.ready).resolves.toBeUndefined();
    expect(r.all().map((t) => t.id)).toEqual([
      "curvycrush",
      "flirthaven",
      "manmatch",
      "matureflame",
      "shemeets",
      "silversparks",
      "velvetropes",
    ]);
    for (const tenant of r.all()) expect(r.byHost(tenant.domains[0])).toBe(tenant);
    expect(r.byHost("ManMatch.LOCALHOST:3000")?.id).toBe("manmatch");
    expect(r.byHost("velvetropes.localhost.")?.niche).toBe(3);
    expect(r.get("silversparks")?.name).toBe("Silver Sparks");
    expect(r.errors()).toEqual([]);
  });

  it("answers undefined for a host no file claims", () => {
    const r = open();
    expect(r.byHost("unknown.example")).toBeUndefined();
    expect(r.byHost("")).toBeUndefined();
    expect(r.byHost("localhost:3000")).toBeUndefined();
  });

  it("answers the DEFAULT_TENANT for a host no file claims", () => {
    const r = open({ defaultTenantId: "shemeets" });
    expect(r.byHost("unknown.example")?.id).toBe("shemeets");
    expect(r.byHost("")?.id).toBe("shemeets");
    expect(r.byHost("manmatch.localhost")?.id).toBe("manmatch");
  });

  it("reports a DEFAULT_TENANT that names no tenant", () => {
    const r = open({ defaultTenantId: "nosuchsite" });
    expect(r.byHost("unknown.example")).toBeUndefined();
    expect(logs).toContainEqual(expect.objectContaining({ level: "error", id: "nosuchsite" }));
  });

  it("indexes every domain of a tenant", () => {
    const r = open();
    writeJson(
      dir,
      "multi.json",
      brand("multi", { domains: ["multi.example", "www.multi.example", "multi.localhost"] })
    );
    r.reload();
    for (const host of ["multi.example", "WWW.multi.example:8443", "multi.localhost"])
      expect(r.byHost(host)?.id).toBe("multi");
  });
});

describe("invalid and conflicting files", () => {
  it("skips an invalid file at start, naming file and field, and serves the others", () => {
    dir = tempTenantDir();
    writeJson(dir, "bad.json", brand("bad", { niche: 9 }));
    writeJson(dir, "broken.json", "{ nope");
    logs = [];
    registry = createTenantRegistry({ dir, watch: false, logger: (e) => logs.push(e) });
    expect(registry.all()).toHaveLength(7);
    expect(registry.byHost("bad.example")).toBeUndefined();
    expect(registry.errors()).toEqual([
      { file: "bad.json", message: `${file("bad.json")}: niche: Number must be less than or equal to 7` },
      { file: "broken.json", message: expect.stringMatching(/broken\.json: \(whole file\): not valid JSON/) },
    ]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "invalid tenant file",
        file: file("bad.json"),
        serving: "nothing",
      })
    );
  });

  it("gives a domain claimed by two files to the one sorting first, naming both", () => {
    dir = tempTenantDir();
    writeJson(dir, "aaa-copy.json", brand("aaa-copy", { domains: ["aaa.example"] }));
    writeJson(dir, "zzz-copy.json", brand("zzz-copy", { domains: ["zzz.example", "aaa.example"] }));
    registry = createTenantRegistry({ dir, watch: false, logger: () => {} });
    expect(registry.byHost("aaa.example")?.id).toBe("aaa-copy");
    expect(registry.byHost("zzz.example")).toBeUndefined(); // a file is served whole or not at all
    expect(registry.errors()).toEqual([
      {
        file: "zzz-copy.json",
        message: `${file("zzz-copy.json")}: domains: "aaa.example" is already claimed by ${file(
          "aaa-copy.json"
        )} (a domain belongs to one file only)`,
      },
    ]);
  });

  it("never lets a new file take over a domain another site serves", () => {
    const r = open();
    writeJson(dir, "aaa.json", brand("aaa", { domains: ["manmatch.localhost"] })); // sorts before manmatch
    r.reload();
    expect(r.byHost("manmatch.localhost")?.id).toBe("manmatch");
    expect(r.errors()[0].message).toContain(`already claimed by ${file("manmatch.json")}`);

    // Once the owner lets the domain go, the waiting file gets it without being touched.
    writeJson(dir, "manmatch.json", { ...demo("manmatch"), domains: ["manmatch.example"] });
    r.reload();
    expect(r.byHost("manmatch.localhost")?.id).toBe("aaa");
    expect(r.byHost("manmatch.example")?.id).toBe("manmatch");
    expect(r.errors()).toEqual([]);
  });

  it("keeps the last good version of a site whose edit claims another site's domain", () => {
    const r = open();
    writeJson(dir, "curvycrush.json", {
      ...demo("curvycrush"),
      name: "Stolen",
      domains: ["curvycrush.localhost", "shemeets.localhost"],
    });
    r.reload();
    expect(r.byHost("curvycrush.localhost")?.name).toBe("CurvyCrush");
    expect(r.byHost("shemeets.localhost")?.id).toBe("shemeets");
    expect(r.errors()).toEqual([
      {
        file: "curvycrush.json",
        message: expect.stringContaining(`"shemeets.localhost" is already claimed by ${file("shemeets.json")}`),
      },
    ]);
  });

  it("moves a domain from one site to another edited at the same moment", () => {
    const r = open();
    writeJson(dir, "shemeets.json", { ...demo("shemeets"), domains: ["shemeets.example"] });
    writeJson(dir, "curvycrush.json", {
      ...demo("curvycrush"),
      domains: ["curvycrush.localhost", "shemeets.localhost"],
    });
    r.reload();
    expect(r.byHost("shemeets.localhost")?.id).toBe("curvycrush");
    expect(r.byHost("shemeets.example")?.id).toBe("shemeets");
    expect(r.errors()).toEqual([]);
  });

  it("does not give away a domain when the edit releasing it cannot be applied", () => {
    const r = open();
    // SheMeets' edit lets shemeets.localhost go but also claims ManMatch's domain, so it fails;
    // CurvyCrush's edit claiming shemeets.localhost must not leave SheMeets with no domain.
    writeJson(dir, "shemeets.json", { ...demo("shemeets"), domains: ["shemeets.example", "manmatch.localhost"] });
    writeJson(dir, "curvycrush.json", {
      ...demo("curvycrush"),
      domains: ["curvycrush.localhost", "shemeets.localhost"],
    });
    r.reload();
    expect(r.byHost("shemeets.localhost")?.id).toBe("shemeets");
    expect(r.byHost("manmatch.localhost")?.id).toBe("manmatch");
    expect(r.byHost("curvycrush.localhost")?.id).toBe("curvycrush");
    expect(r.all()).toHaveLength(7);
    expect(r.errors().map((e) => e.file)).toEqual(["curvycrush.json", "shemeets.json"]);
    expect(r.errors()[1].message).toContain(`"manmatch.localhost" is already claimed by ${file("manmatch.json")}`);
  });

  it("ignores files that are not tenant files", () => {
    const r = open();
    fs.writeFileSync(file(".#manmatch.json"), "lock"); // an editor's lock file
    fs.writeFileSync(file("notes.txt"), "hello");
    r.reload();
    expect(r.errors()).toEqual([]);
    expect(r.all()).toHaveLength(7);
  });
});

describe("watching the folder (no restart)", () => {
  const live = (options: Partial<TenantRegistryOptions> = {}) => open({ watch: true, ...options });

  it("serves a new file within 5 s", async () => {
    const r = live();
    expect(r.byHost("newbrand.localhost")).toBeUndefined();
    writeJson(dir, "newbrand.json", brand("newbrand", { name: "New Brand", domains: ["newbrand.localhost"] }));
    await within(5000, () => r.byHost("newbrand.localhost")?.name === "New Brand", "new file");
    expect(r.all()).toHaveLength(8);
  });

  it("applies a changed file within 5 s", async () => {
    const r = live();
    writeJson(dir, "manmatch.json", { ...demo("manmatch"), name: "ManMatch Plus" });
    await within(5000, () => r.byHost("manmatch.localhost")?.name === "ManMatch Plus", "changed name");
    expect(r.get("manmatch")?.name).toBe("ManMatch Plus");
  });

  it("keeps the last good version of a file whose edit is invalid, while the others keep serving", async () => {
    const r = live();
    writeJson(dir, "manmatch.json", { ...demo("manmatch"), name: "ManMatch Plus" });
    await within(5000, () => r.byHost("manmatch.localhost")?.name === "ManMatch Plus", "changed name");

    writeJson(dir, "manmatch.json", { ...demo("manmatch"), name: "Broken", niche: 12 });
    await within(5000, () => r.errors().length > 0, "error reported");
    expect(r.errors()).toEqual([
      { file: "manmatch.json", message: `${file("manmatch.json")}: niche: Number must be less than or equal to 7` },
    ]);
    expect(r.byHost("manmatch.localhost")).toMatchObject({ name: "ManMatch Plus", niche: 7 });
    expect(r.byHost("shemeets.localhost")?.name).toBe("SheMeets");
    expect(r.all()).toHaveLength(7);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "invalid tenant file",
        file: file("manmatch.json"),
        serving: "last good version",
      })
    );

    // Half-written JSON (an editor saving) is the same: reported, last good version serving.
    fs.writeFileSync(file("manmatch.json"), '{ "id": "manmatch", "name": ');
    await within(5000, () => /not valid JSON/.test(r.errors()[0]?.message ?? ""), "parse error reported");
    expect(r.byHost("manmatch.localhost")?.name).toBe("ManMatch Plus");

    // Fixing the file clears the error and serves the fix.
    writeJson(dir, "manmatch.json", { ...demo("manmatch"), name: "ManMatch Fixed" });
    await within(5000, () => r.byHost("manmatch.localhost")?.name === "ManMatch Fixed", "fixed file");
    expect(r.errors()).toEqual([]);
  });

  it("drops a deleted file within 5 s, and only that one", async () => {
    const r = live();
    fs.rmSync(file("shemeets.json"));
    await within(5000, () => r.byHost("shemeets.localhost") === undefined, "deleted file");
    expect(r.get("shemeets")).toBeUndefined();
    expect(r.all()).toHaveLength(6);
    expect(r.byHost("manmatch.localhost")?.id).toBe("manmatch");
  });

  it("picks up a file replaced by rename, as deploy tools and editors write it", async () => {
    const r = live();
    fs.writeFileSync(
      path.join(path.dirname(dir), `${path.basename(dir)}-tmp.json`),
      JSON.stringify({ ...demo("shemeets"), name: "SheMeets 2" })
    );
    fs.renameSync(path.join(path.dirname(dir), `${path.basename(dir)}-tmp.json`), file("shemeets.json"));
    await within(5000, () => r.byHost("shemeets.localhost")?.name === "SheMeets 2", "renamed file");
  });

  it("stops watching after close()", async () => {
    // The folder's events are the test's to send, and the debounce and rescan timers run on a
    // fake clock: what happens after close() is decided by the registry alone, not by how long
    // the test waits.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const watcher = Object.assign(new EventEmitter(), { close: vi.fn() });
    let folderChanged: (event: string, name: string) => void = () => {};
    vi.spyOn(fs, "watch").mockImplementation(((_dir: string, _options: unknown, listener: typeof folderChanged) => {
      folderChanged = listener;
      return watcher;
    }) as unknown as typeof fs.watch);
    try {
      const r = live({ rescanMs: 100, debounceMs: 20 });
      // While open, an event is applied after the quiet period…
      writeJson(dir, "early.json", brand("early"));
      folderChanged("rename", "early.json");
      await vi.advanceTimersByTimeAsync(20);
      expect(r.byHost("early.example")?.id).toBe("early");
      // …and the rescan finds a change no event reported.
      writeJson(dir, "quiet.json", brand("quiet"));
      await vi.advanceTimersByTimeAsync(100);
      expect(r.byHost("quiet.example")?.id).toBe("quiet");

      r.close();
      expect(watcher.close).toHaveBeenCalled();
      writeJson(dir, "late.json", brand("late"));
      folderChanged("rename", "late.json"); // an event already on its way when close() ran
      await vi.advanceTimersByTimeAsync(10_000); // many quiet periods and rescans
      expect(r.byHost("late.example")).toBeUndefined();
      expect(r.all()).toHaveLength(9); // still answering with what it had
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

describe("many sites", () => {
  it("serves at once while the files are validated in the background, then decides as always", async () => {
    dir = tempTenantDir();
    writeJson(dir, "aaa-broken.json", brand("aaa-broken", { domains: ["manmatch.localhost"], niche: 12 }));
    writeJson(dir, "zzz-late.json", brand("zzz-late", { domains: ["shemeets.localhost"] }));
    logs = [];
    const r = (registry = createTenantRegistry({
      dir,
      watch: false,
      deferValidation: true,
      logger: (e) => logs.push(e),
    }));
    // Before any validation ran: the host's first claimant by name, validated on this request.
    const early = r.site("shemeets.localhost");
    expect(early).toMatchObject({ id: "shemeets", config: { name: "SheMeets" } });
    // An invalid first claimant serves nothing meanwhile (never the wrong site).
    expect(r.site("manmatch.localhost")).toBeUndefined();
    expect(r.count()).toBe(9); // the files read; the health check asks this, and it decides nothing
    await r.ready;
    expect(r.count()).toBe(7);
    expect(r.site("shemeets.localhost")).toBe(early); // one Site per version, not made again
    expect(r.byHost("manmatch.localhost")?.id).toBe("manmatch");
    expect(r.errors().map((e) => e.file)).toEqual(["aaa-broken.json", "zzz-late.json"]);
    expect(logs.filter((e) => e.msg === "tenant loaded")).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ msg: "tenants loaded", tenants: 7, invalid: 2 }));
  });

  it("names each version of a site by its file's bytes: the same in every process, new on a change", () => {
    const r = open();
    const before = r.site("manmatch.localhost")!;
    const other = createTenantRegistry({ dir, watch: false, logger: () => {} });
    expect(other.site("manmatch.localhost")?.version).toBe(before.version);
    other.close();
    writeJson(dir, "manmatch.json", { ...demo("manmatch"), name: "ManMatch Plus" });
    r.reload();
    const after = r.site("manmatch.localhost")!;
    expect(after.config.name).toBe("ManMatch Plus");
    expect(after.version).not.toBe(before.version);
    expect(Object.isFrozen(after)).toBe(true);
  });

  it("reads only the file an event names, and between events looks at the folder alone", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    let folderChanged: (event: string, name: string) => void = () => {};
    vi.spyOn(fs, "watch").mockImplementation(((_dir: string, _options: unknown, listener: typeof folderChanged) => {
      folderChanged = listener;
      return Object.assign(new EventEmitter(), { close: vi.fn() });
    }) as unknown as typeof fs.watch);
    try {
      const r = open({ watch: true, rescanMs: 100, debounceMs: 20 });
      const stat = vi.spyOn(fs, "statSync");
      const read = vi.spyOn(fs, "readFileSync");
      await vi.advanceTimersByTimeAsync(1_000); // ten safety-net rounds, nothing changed
      expect(stat.mock.calls.every(([p]) => p === dir)).toBe(true);
      expect(read).not.toHaveBeenCalled();

      const edited = { ...demo("manmatch"), name: "ManMatch Plus" };
      read.mockClear();
      writeJson(dir, "manmatch.json", edited);
      folderChanged("change", "manmatch.json");
      await vi.advanceTimersByTimeAsync(20);
      expect(r.byHost("manmatch.localhost")?.name).toBe("ManMatch Plus");
      expect(read.mock.calls.map(([p]) => p)).toEqual([file("manmatch.json")]);

      // Changes told by events are decided as a reload decides them: two new files claiming one
      // domain (the first by name wins), a file claiming a served domain, an invalid edit.
      writeJson(dir, "zz-second.json", brand("zz-second", { domains: ["twice.example"] }));
      writeJson(dir, "aa-first.json", brand("aa-first", { domains: ["twice.example"] }));
      writeJson(dir, "thief.json", brand("thief", { domains: ["shemeets.localhost"] }));
      writeJson(dir, "velvetropes.json", { ...demo("velvetropes"), niche: 12 });
      for (const name of ["zz-second.json", "aa-first.json", "thief.json", "velvetropes.json"]) {
        folderChanged("rename", name);
      }
      await vi.advanceTimersByTimeAsync(20);
      expect(r.byHost("twice.example")?.id).toBe("aa-first");
      expect(r.byHost("shemeets.localhost")?.id).toBe("shemeets");
      expect(r.byHost("velvetropes.localhost")?.niche).toBe(3);
      const fullDecision = createTenantRegistry({ dir, watch: false, logger: () => {} });
      expect(r.errors()).toEqual(fullDecision.errors());
      expect(r.errors().map((e) => e.file)).toEqual(["thief.json", "velvetropes.json", "zz-second.json"]);
      fullDecision.close();

      // While a claim stands refused, changes are decided in full: removing the winner lets the
      // other claimant in.
      fs.rmSync(file("aa-first.json"));
      folderChanged("rename", "aa-first.json");
      await vi.advanceTimersByTimeAsync(20);
      expect(r.byHost("twice.example")?.id).toBe("zz-second");
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

describe("getTenantRegistry", () => {
  let made: TenantRegistry | undefined;
  afterEach(() => {
    made?.close();
    forget(TENANT_REGISTRY_NAME);
    vi.unstubAllEnvs();
  });

  it("reads TENANTS_DIR and DEFAULT_TENANT once, and survives a module reload", async () => {
    dir = tempTenantDir();
    vi.stubEnv("TENANTS_DIR", dir);
    vi.stubEnv("DEFAULT_TENANT", "velvetropes");
    const first = (made = (await import("./registry.server")).getTenantRegistry());
    expect(first.byHost("unknown.example")?.id).toBe("velvetropes"); // before validation has finished
    await first.ready;
    expect(first.byHost("manmatch.localhost")?.id).toBe("manmatch");
    expect(first.byHost("unknown.example")?.id).toBe("velvetropes");

    vi.resetModules();
    vi.stubEnv("TENANTS_DIR", "/nonexistent");
    const second = (await import("./registry.server")).getTenantRegistry();
    expect(second).toBe(first);
  });
});
