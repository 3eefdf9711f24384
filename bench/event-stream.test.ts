import { describe, expect, it } from "vitest";
import { EventStreamParser, type StreamEvent } from "./event-stream";
import { percentile } from "./events";

function parse(chunks: string[]) {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const parser = new EventStreamParser(
    (e) => events.push(e),
    (c) => comments.push(c)
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, comments };
}

describe("the benchmark's event stream reader", () => {
  it("reads events split anywhere across chunks, with their ids, and tells comments apart", () => {
    const { events, comments } = parse([
      ": open\n\nid: 7\nda",
      'ta: {"type":"typing","profile_id":3}\n',
      '\nid: 8\r\ndata: {"type":"credits",\r\ndata: "credits":4}\r\n\r\n: keep-alive\n\nid: 9\ndata: {"typ',
    ]);
    expect(events).toEqual([
      { id: "7", data: { type: "typing", profile_id: 3 } },
      { id: "8", data: { type: "credits", credits: 4 } },
    ]);
    expect(comments).toEqual(["open", "keep-alive"]);
  });

  it("reports a reconnect hint and an id without data, which move the stream but are no event", () => {
    const retries: number[] = [];
    const ids: string[] = [];
    const events: StreamEvent[] = [];
    const parser = new EventStreamParser(
      (e) => events.push(e),
      () => {},
      (ms) => retries.push(ms),
      (id) => ids.push(id)
    );
    parser.push('retry: 1500\n\nid: 41\n\nid: 42\ndata: {"type":"typing"}\n\n');
    expect(retries).toEqual([1500]);
    expect(ids).toEqual(["41", "42"]);
    expect(events).toEqual([{ id: "42", data: { type: "typing" } }]);
  });

  it("keeps an event whose data is not JSON, as null, rather than losing it", () => {
    expect(parse(["data: not json\n\n"]).events).toEqual([{ id: null, data: null }]);
  });
});

describe("percentile", () => {
  it("is the value below which that share of the measurements lies", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([5], 99)).toBe(5);
  });
});
