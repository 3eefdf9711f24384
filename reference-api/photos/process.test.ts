// Decoding photos: the pixel limit is read from the header, and decodes run a few at a time.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { interlacedPng } from "../testing/images";
import {
  DecodeGate,
  DecodesBusyError,
  MAX_INPUT_PIXELS,
  oneUploadAtATime,
  photoDecodes,
  processPhoto,
  TooManyPixelsError,
} from "./process";

describe("processPhoto", () => {
  it("refuses a file with more than MAX_INPUT_PIXELS pixels from its header, without decoding it", async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const started = photoDecodes.started;
    await expect(processPhoto(interlacedPng(side, side))).rejects.toBeInstanceOf(TooManyPixelsError);
    expect(photoDecodes.started).toBe(started);
  });

  it("decodes a photo within the limit through the gate", async () => {
    const started = photoDecodes.started;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c06" } })
      .png()
      .toBuffer();
    const photo = await processPhoto(png);
    expect((await sharp(photo.full).metadata()).width).toBe(640);
    expect(photoDecodes.started).toBe(started + 1);
  });
});

describe("DecodeGate", () => {
  it("runs at most its limit at once, the others in turn, and goes on after a failure", async () => {
    const gate = new DecodeGate(2);
    let running = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    const task = (fail = false) =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running--;
        if (fail) throw new Error("undecodable");
        return "done";
      });
    const results = [task(true), task(), task(), task(), task()].map((p) => p.catch((e: Error) => e.message));
    await expect.poll(() => finish.length).toBe(2);
    // Each finished task lets one more in, never a third at once.
    while (finish.length > 0) {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => finish.length).toBe(0);
    expect(most).toBe(2);
    expect(await Promise.all(results)).toEqual(["undecodable", "done", "done", "done", "done"]);
    expect(gate.started).toBe(5);
  });
});

describe("decodes of several sites and members", () => {
  /** A task that runs until the test lets it end, noting when it started. */
  function held(gate: DecodeGate, site: string, order: string[], name: string) {
    let end = () => {};
    const started = new Promise<void>((running) => {
      void gate
        .run(async () => {
          order.push(name);
          running();
          await new Promise<void>((resolve) => (end = resolve));
        }, site)
        .catch((error: Error) => order.push(`${name}: ${error.constructor.name}`));
    });
    return { started, end: () => end() };
  }

  it("takes the sites' lines in turn: a crowd on one site delays another site's photo by one decode", async () => {
    const gate = new DecodeGate(1, 3);
    const order: string[] = [];
    const first = held(gate, "flirthaven", order, "f1");
    await first.started;
    const crowd = ["f2", "f3", "f4"].map((name) => held(gate, "flirthaven", order, name));
    const other = held(gate, "manmatch", order, "m1");
    // The crowd's line is full: one more of that site is refused, without waiting.
    held(gate, "flirthaven", order, "f5");
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["f1", "f5: DecodesBusyError"]);
    first.end();
    await crowd[0].started;
    crowd[0].end();
    await other.started;
    expect(order).toEqual(["f1", "f5: DecodesBusyError", "f2", "m1"]);
    other.end();
    for (const task of crowd.slice(1)) {
      await task.started;
      task.end();
    }
    expect(order.slice(4)).toEqual(["f3", "f4"]);
    expect(new DecodesBusyError()).toBeInstanceOf(Error);
  });

  it("runs one upload of a member at a time: another at once gets null, nothing run", async () => {
    let finish = () => {};
    const first = oneUploadAtATime(7, () => new Promise<string>((resolve) => (finish = () => resolve("stored"))));
    let ran = false;
    expect(await oneUploadAtATime(7, async () => (ran = true))).toBeNull();
    expect(await oneUploadAtATime(8, async () => "other member")).toBe("other member");
    finish();
    expect(await first).toBe("stored");
    expect(ran).toBe(false);
    expect(await oneUploadAtATime(7, async () => "next")).toBe("next");
  });
});
