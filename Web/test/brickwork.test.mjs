// The wrapper in node, with node's own test runner (`node --test Web/test/brickwork.test.mjs`).
// The module is read from $BRICKWORK_WASM, or from brickwork.wasm beside the wrapper (the built
// package).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { compileModule, instantiate, kinds, loadBrickwork, Brickwork, BrickworkError, Layout } from "../brickwork.mjs";
import { pathToFileURL } from "node:url";
import { random } from "./random.mjs";

const wasmPath = process.env.BRICKWORK_WASM ?? new URL("../brickwork.wasm", import.meta.url);
const bytes = await readFile(wasmPath);

test("instantiate accepts bytes, a compiled module, a Response and a promise", async () => {
  const compiled = await WebAssembly.compile(bytes);
  const sources = [bytes, compiled, new Response(bytes, {
    headers: { "content-type": "application/wasm" } }), Promise.resolve(bytes)];
  for (const source of sources) {
    const brickwork = await instantiate(source);
    assert.ok(brickwork instanceof Brickwork);
    const layout = brickwork.layout({ width: 100, sections: [{ items: [{ height: 10 }] }] });
    assert.equal(layout.count, 1);
    layout.release();
  }
});

test("loadBrickwork compiles a module once per URL and instantiates it each time", async () => {
  const url = typeof wasmPath === "string" ? pathToFileURL(wasmPath) : wasmPath;
  const first = compileModule(url);
  assert.equal(compileModule(String(url)), first);
  assert.ok((await first) instanceof WebAssembly.Module);
  const [one, two] = await Promise.all([loadBrickwork(url), loadBrickwork(url)]);
  assert.ok(one instanceof Brickwork && two instanceof Brickwork && one !== two);
  assert.equal(compileModule(url), first);
  const missing = new URL("missing.wasm", url);
  const failed = compileModule(missing);
  await assert.rejects(failed);
  const retried = compileModule(missing);   // a failure is not kept: a later call tries again
  assert.notEqual(retried, failed);
  await assert.rejects(retried);
});

test("kinds name the element codes", () => {
  assert.deepEqual(kinds, ["background", "header", "item", "more", "footer"]);
});

test("a waterfall's frames follow the column rule, and relayout recomputes them", async () => {
  const brickwork = await instantiate(bytes);
  const next = random(7);
  for (let round = 0; round < 40; round++) {
    const columns = 1 + Math.floor(next() * 4);
    const spacing = Math.floor(next() * 12);
    const heights = Array.from({ length: 1 + Math.floor(next() * 50) }, () => 1 + Math.floor(next() * 300));
    const document = { width: 200 + Math.floor(next() * 600), sections: [{ columns,
      columnSpacing: spacing, itemSpacing: spacing, items: heights.map((height) => ({ height })) }] };
    const layout = brickwork.layout(document);
    for (const width of [document.width, document.width + 37.5]) {
      if (width !== document.width) layout.relayout(width);
      assert.deepEqual(layout.container, { width, height: 0 });
      const w = (width - (columns - 1) * spacing) / columns;
      const running = new Array(columns).fill(0);
      const frames = layout.frames().slice();
      const codes = layout.codes().slice();
      assert.equal(layout.count, heights.length);
      heights.forEach((height, index) => {
        let j = 0;
        for (let k = 1; k < columns; k++) if (running[k] < running[j]) j = k;
        const expected = [j * (w + spacing), running[j], w, height];
        for (let c = 0; c < 4; c++) assert.ok(Math.abs(frames[4 * index + c] - expected[c]) < 1e-9);
        assert.deepEqual([...codes.subarray(3 * index, 3 * index + 3)], [2, 0, index]);
        running[j] += height + spacing;
      });
      const bottom = Math.max(...running) - spacing;
      assert.ok(Math.abs(layout.contentSize.height - bottom) < 1e-9);
      assert.equal(layout.contentSize.width, width);
    }
    layout.release();
    assert.equal(layout.released, true);
    assert.throws(() => layout.frames(), BrickworkError);
  }
});

test("a query returns exactly the elements intersecting its rectangle", async () => {
  const brickwork = await instantiate(bytes);
  const next = random(11);
  const items = Array.from({ length: 500 }, () => ({ width: 100 + next() * 900, height: 100 + next() * 900 }));
  const layout = brickwork.layout({ width: 390, sections: [
    { layout: "flow", itemSpacing: 4, lineSpacing: 4, header: { height: 30 },
      items: items.slice(0, 50).map((item) => ({ width: item.width / 10, height: 28 })) },
    { columns: 3, columnSpacing: 6, itemSpacing: 6, items: items.slice(50, 300) },
    { layout: "justified", targetRowHeight: 120, items: items.slice(300) },
  ] });
  const frames = layout.frames().slice();
  const codes = layout.codes().slice();
  for (let round = 0; round < 50; round++) {
    const y = next() * layout.contentSize.height, height = next() * 900;
    const expected = [];
    for (let i = 0; i < layout.count; i++) {
      const [fx, fy, fw, fh] = frames.subarray(4 * i, 4 * i + 4);
      if (fx < 390 && fx + fw > 0 && fy < y + height && fy + fh > y) expected.push(i);
    }
    const answer = layout.query(0, y, 390, height);
    assert.equal(answer.count, expected.length);
    const found = [];
    for (let i = 0; i < answer.count; i++) {
      const code = [...answer.codes.subarray(3 * i, 3 * i + 3)];
      const index = expected.find((e) => codes[3 * e] === code[0] && codes[3 * e + 1] === code[1] && codes[3 * e + 2] === code[2]);
      assert.notEqual(index, undefined);
      assert.deepEqual([...answer.frames.subarray(4 * i, 4 * i + 4)], [...frames.subarray(4 * index, 4 * index + 4)]);
      found.push(index);
    }
    assert.deepEqual(found.sort((a, b) => a - b), expected);
  }
  layout.release();
});

test("layoutItems gives the frames and JSON of the same document with object items", async () => {
  const brickwork = await instantiate(bytes);
  const next = random(23);
  for (const [form, make, toObject] of [
    [0, () => [1 + next() * 400], ([height]) => ({ height })],
    [1, () => [1 + next() * 4000, 1 + next() * 4000], ([width, height]) => ({ width, height })],
    [2, () => [0.2 + next() * 3], ([aspectRatio]) => ({ aspectRatio })],
  ]) {
    for (const section of [{ columns: 3, columnSpacing: 8, itemSpacing: 8 },
      { layout: "justified", targetRowHeight: 150 }]) {
      if (section.layout === "justified" && form === 0) continue;
      const items = Array.from({ length: 300 }, make);
      const options = { width: 412, sections: [section] };
      const values = new Float64Array([items.length, form, ...items.flat()]);
      const binary = brickwork.layoutItems(JSON.stringify(options), values);
      const json = binary.json();
      const objects = brickwork.layout({ ...options, sections: [{ ...section, items: items.map(toObject) }] });
      assert.equal(json, objects.json());
      binary.release();
      objects.release();
    }
  }
});

test("a bad document throws a BrickworkError naming every problem", async () => {
  const brickwork = await instantiate(bytes);
  assert.throws(
    () => brickwork.layout({ width: 100, sections: [{ items: [{ height: -1 }], columns: 0 }] }),
    (error) => {
      assert.ok(error instanceof BrickworkError);
      assert.equal(error.name, "BrickworkError");
      assert.ok(error.issues.length >= 2, error.message);
      assert.ok(error.issues.some((line) => line.startsWith("sections[0].items[0].height")), error.message);
      assert.equal(error.message, brickwork.errorText());
      return true;
    });
  assert.throws(() => brickwork.layout("{"), BrickworkError);
  assert.throws(() => brickwork.layout(new TextEncoder().encode('{"width": 1, "sections": [], "oops": 1}')),
    (error) => error.issues.some((line) => line.includes("oops")));
  const layout = brickwork.layout({ width: 100, sections: [{ items: [{ height: 5 }] }] });
  assert.throws(() => layout.relayout(-1), BrickworkError);
  assert.equal(layout.container.width, 100);
  assert.ok(layout instanceof Layout);
  layout.release();
});

test("json() is the CLI's JSON, and jsonBytes() its UTF-8", async () => {
  const brickwork = await instantiate(bytes);
  const layout = brickwork.layout({ width: 100, sections: [{ columns: 2, columnSpacing: 10,
    items: [{ height: 10 }, { height: 20 }, { height: 30 }] }] });
  const parsed = JSON.parse(layout.json());
  assert.deepEqual(parsed.contentSize, { width: 100, height: 40 });
  assert.deepEqual(parsed.elements.map((e) => [e.x, e.y, e.width, e.height, e.column]),
    [[0, 0, 45, 10, 0], [55, 0, 45, 20, 1], [0, 10, 45, 30, 0]]);
  assert.equal(new TextDecoder().decode(layout.jsonBytes()), layout.json());
  layout.release();
});

test("items pinned to explicit columns lay out in the module (32-bit Int) as the spec says", async () => {
  const brickwork = await instantiate(bytes);
  const next = random(31);
  for (let round = 0; round < 30; round++) {
    const columns = 1 + Math.floor(next() * 5);
    const items = Array.from({ length: 1 + Math.floor(next() * 40) }, () =>
      ({ height: 1 + Math.floor(next() * 100), column: Math.floor(next() * columns) }));
    const layout = brickwork.layout({ width: 500, sections: [{ columns, items }] });
    const running = new Array(columns).fill(0);
    const frames = layout.frames();
    items.forEach((item, index) => {
      assert.ok(Math.abs(frames[4 * index] - (item.column * 500) / columns) < 1e-9);
      assert.equal(frames[4 * index + 1], running[item.column]);
      running[item.column] += item.height;
    });
    layout.release();
  }
  assert.throws(() => brickwork.layout({ width: 500, sections: [{ columns: 2, items: [{ height: 1, column: 2 }] }] }),
    (error) => error.issues.some((line) => line.startsWith("sections[0].items[0]")));
});

test("update corrects an item's size: equal to a fresh layout, or with stableColumns every other item keeps its column", async () => {
  const brickwork = await instantiate(bytes);
  const next = random(0x57ab1e);
  let moved = 0;
  for (let round = 0; round < 60; round++) {
    const columns = 2 + Math.floor(next() * 4);
    const count = 20 + Math.floor(next() * 120);
    const items = Array.from({ length: count }, () => ({
      width: 50 + Math.floor(next() * 400), height: 50 + Math.floor(next() * 400) }));
    const section = { columns, columnSpacing: 4, itemSpacing: 4 };
    const document = { width: 300 + Math.floor(next() * 500), sections: [{ ...section, items }] };
    const index = Math.floor(next() * count);
    const size = { width: 100, height: 20 + Math.floor(next() * 800) };
    const changed = items.map((item, i) => (i === index ? size : item));

    // Without stableColumns: exactly a fresh layout of the changed items.
    const plain = brickwork.layout(document).update(index, size);
    const fresh = brickwork.layout({ ...document, sections: [{ ...section, items: changed }] });
    assert.deepEqual(plain.frames().slice(), fresh.frames().slice(), `round ${round}`);
    assert.deepEqual(plain.codes().slice(), fresh.codes().slice());
    plain.release();
    fresh.release();

    // With stableColumns: every other item keeps its left edge (its column), in item order.
    const layout = brickwork.layout(document);
    const before = layout.frames().slice();
    layout.update(index, size, { stableColumns: true });
    const after = layout.frames().slice();
    const codes = layout.codes();
    assert.equal(after.length, before.length);
    for (let e = 0; e < codes.length / 3; e++) {
      if (codes[3 * e] !== kinds.indexOf("item") || codes[3 * e + 2] === index) continue;
      assert.equal(after[4 * e], before[4 * e], `round ${round}: item ${codes[3 * e + 2]} changed column`);
      if (after[4 * e + 1] !== before[4 * e + 1]) moved += 1;
    }
    layout.release();
  }
  assert.ok(moved > 0, "no item moved along its column");
});

test("update refuses no such item and a bad size, keeping the layout", async () => {
  const brickwork = await instantiate(bytes);
  const layout = brickwork.layout({ width: 300, sections: [{ columns: 2, items: [{ height: 10 }, { height: 20 }] }] });
  const before = layout.frames().slice();
  assert.throws(() => layout.update(2, { height: 5 }), (error) =>
    error instanceof BrickworkError && /no item 2 in section 0/.test(error.message));
  assert.throws(() => layout.update(0, { height: 5 }, { section: 1 }), BrickworkError);
  assert.throws(() => layout.update(0, { height: Number.NaN }), BrickworkError);
  assert.throws(() => layout.update(0, { width: -1, height: 3 }), BrickworkError);
  assert.deepEqual(layout.frames().slice(), before);
  layout.update(0, { height: 30 });
  assert.equal(layout.frames()[3], 30);
  layout.release();
});

test("a released layout's handle names no later layout: its queries throw, and a valueOf that releases it mid-call changes nothing else", async () => {
  const brickwork = await instantiate(bytes);
  const document = (height) => ({ width: 100, sections: [{ columns: 1, items: [{ height }, { height }] }] });
  const first = brickwork.layout(document(10));
  first.release();
  const second = brickwork.layout(document(20));
  assert.notEqual(second.handle, first.handle);
  for (const call of [() => first.itemAt(15), () => first.offsetOf(1, 0), () => first.itemAtFraction(0.5),
    () => first.query(0, 0, 100, 100), () => first.relayout(50), () => first.update(0, { height: 5 })]) {
    assert.throws(call, (error) => error instanceof BrickworkError && /released/.test(error.message));
  }
  assert.deepEqual(second.itemAt(25), { section: 0, item: 1 });
  // A conversion that releases the layout (and opens another, which took its slot before) runs
  // before the handle is looked up.
  let third;
  const releasing = { valueOf() { second.release(); third = brickwork.layout(document(30)); return 60; } };
  assert.throws(() => second.relayout(releasing), /released/);
  assert.deepEqual(third.container, { width: 100, height: 0 });
  assert.equal(third.offsetOf(1, 0), 30);
  const releasingIndex = { valueOf() { third.release(); return 1; } };
  assert.throws(() => third.update(releasingIndex, { height: 1 }), /released/);
  assert.throws(() => third.offsetOf(releasingIndex, 0), /released/);
});

test("indices are safe integers in range: no 32-bit wrap, no fractions", async () => {
  const brickwork = await instantiate(bytes);
  const layout = brickwork.layout({ width: 100, sections: [{ columns: 1, items: [{ height: 10 }, { height: 20 }] }] });
  const before = layout.frames().slice();
  for (const item of [2 ** 32, 2 ** 32 + 1, -(2 ** 32), 2 ** 31]) {
    assert.throws(() => layout.update(item, { height: 99 }), /item: no item/);
    assert.equal(layout.offsetOf(item, 0), null);
    assert.equal(layout.offsetOf(0, item), null);
  }
  assert.throws(() => layout.update(0, { height: 99 }, { section: 2 ** 32 }), /item: no item 0 in section 4294967296/);
  for (const item of [0.5, 1.5, Number.NaN, Infinity, 2 ** 53, "x"]) {
    assert.throws(() => layout.update(item, { height: 99 }), /item: must be an integer/);
    assert.throws(() => layout.offsetOf(item, 0), /item: must be an integer/);
    assert.throws(() => layout.offsetOf(0, item), /section: must be an integer/);
  }
  assert.deepEqual([...layout.frames()], [...before]);
  assert.equal(layout.offsetOf(1, 0), 10);
  assert.equal(layout.offsetOf("1", 0), 10);
  layout.release();
});

test("a waterfall's columnWeights and evenBottom: the tracks and the stretched items in json()", async () => {
  const brickwork = await instantiate(bytes);
  const layout = brickwork.layout({ width: 320, sections: [{
    columnWeights: [2, 1], columnSpacing: 10, evenBottom: 1, insets: { left: 5, right: 5 },
    items: [{ height: 100 }, { height: 60 }] }] });
  const parsed = JSON.parse(layout.json());
  assert.deepEqual(parsed.columnTracks, [[{ x: 5, width: 200 }, { x: 215, width: 100 }]]);
  assert.equal(parsed.elements[1].stretched, true);
  assert.deepEqual(Array.from(layout.frames()), [5, 0, 200, 100, 215, 0, 100, 100]);
  layout.release();
  assert.throws(() => brickwork.layout({ width: 320, sections: [{ columnWeights: [1, 0] }] }),
    (error) => error instanceof BrickworkError
      && error.issues[0] === "sections[0].columnWeights[1]: must be a finite number > 0");
});
