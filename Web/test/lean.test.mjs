// The lean module against the full one, with node's own test runner: the full module from
// $BRICKWORK_WASM (or brickwork.wasm beside the wrapper), the lean one from
// $BRICKWORK_LEAN_WASM (or brickwork-lean.wasm).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { instantiate, BrickworkError } from "../brickwork.mjs";
import { instantiateLean, optionsRecord, optionsVersion } from "../lean.mjs";
import { random } from "./random.mjs";

const full = await instantiate(readFile(process.env.BRICKWORK_WASM ?? new URL("../brickwork.wasm", import.meta.url)));
const lean = await instantiateLean(readFile(process.env.BRICKWORK_LEAN_WASM ?? new URL("../brickwork-lean.wasm", import.meta.url)));

const same = (a, b) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

test("the lean module's frames and codes are bit for bit the full module's, every strategy and form", () => {
  const next = random(0x1ea4);
  const forms = ["lengths", "sizes", "aspectRatios"];
  let compared = 0;
  for (let round = 0; round < 150; round++) {
    const layout = ["waterfall", "flow", "justified"][round % 3];
    // Lengths along the scroll axis are a waterfall's; a flow takes widths and heights.
    const itemForm = layout === "waterfall" ? forms[Math.floor(round / 3) % 3]
      : layout === "flow" ? "sizes" : forms[1 + Math.floor(round / 3) % 2];
    const count = Math.floor(next() * 300);
    const stride = itemForm === "sizes" ? 2 : 1;
    const values = new Float64Array(stride * count);
    for (let i = 0; i < values.length; i++) {
      values[i] = itemForm === "aspectRatios" ? 0.3 + next() * 2.5 : 20 + next() * 480;
    }
    const options = { width: 200 + next() * 900, direction: next() < 0.3 ? "rtl" : "ltr" };
    if (next() < 0.3) options.scale = 2;
    if (layout === "waterfall") {
      if (next() < 0.3) Object.assign(options, { minColumnWidth: 90 + next() * 100, maxColumns: Math.floor(next() * 5) });
      else options.columns = 1 + Math.floor(next() * 6);
      options.columnSpacing = Math.floor(next() * 16);
      if (next() < 0.4) options.tolerance = next() < 0.2 ? 0 : next() * 60;
      if (next() < 0.4) options.evenBottom = next() < 0.2 ? 0 : next() * 3;
    }
    if (next() < 0.7) options.itemSpacing = next() * 12;
    if (layout !== "waterfall" && next() < 0.7) options.lineSpacing = next() * 12;
    if (layout === "justified") options.targetRowHeight = 80 + next() * 300;
    if (layout === "justified" && next() < 0.4) options.tolerance = 0.05 + next() * 0.5;
    if (layout === "flow" && next() < 0.4) options.itemGrow = Math.floor(next() * 8) / 4;
    if (layout === "justified" && next() < 0.5) {
      options.widowAlignment = ["leading", "center", "trailing", "justify"][Math.floor(next() * 4)];
      if (next() < 0.5) options.widowHeight = next() < 0.5 ? "previous" : "target";
    }
    const section = { layout, ...options };
    for (const key of ["width", "direction", "scale"]) delete section[key];
    const document = { width: options.width, direction: options.direction, scale: options.scale ?? 0, sections: [section] };
    const reference = full.layoutItems(JSON.stringify(document),
      Float64Array.from([count, forms.indexOf(itemForm), ...values]));
    const candidate = lean.layoutItems({ ...options, layout, itemForm }, values);
    for (const width of [options.width, options.width * 0.77]) {
      if (width !== options.width) { reference.relayout(width); candidate.relayout(width); }
      assert.ok(same(candidate.frames(), reference.frames()), `round ${round} (${layout}, ${itemForm}) at ${width}`);
      assert.ok(same(candidate.codes(), reference.codes()), `round ${round} codes`);
      assert.deepEqual(candidate.contentSize, reference.contentSize);
      const height = reference.contentSize.height;
      const q1 = reference.query(0, height * 0.4, width, 500);
      const q1Frames = q1.frames.slice();
      const q2 = candidate.query(0, height * 0.4, width, 500);
      assert.equal(q2.count, q1.count);
      assert.ok(same(q2.frames, q1Frames));
      for (const f of [0, 0.25, 0.5, 0.99, 1]) {
        assert.deepEqual(candidate.itemAtFraction(f), reference.itemAtFraction(f));
      }
      for (let item = 0; item < count; item += 17) {
        assert.equal(candidate.offsetOf(item), reference.offsetOf(item, 0));
      }
      compared += 1;
    }
    reference.release();
    candidate.release();
  }
  assert.equal(compared, 300);
  // A form the strategy refuses is refused by both.
  assert.throws(() => lean.layoutItems({ width: 300, layout: "flow", itemForm: "lengths" }, [10]), BrickworkError);
});

test("the options record is version 1, 16 doubles, NaN for the defaults", () => {
  assert.equal(optionsVersion, 1);
  const record = optionsRecord({ width: 300, layout: "justified", targetRowHeight: 120 });
  assert.equal(record.length, 16);
  assert.equal(record[0], 1);
  assert.equal(record[1], 300);
  assert.equal(record[5], 2);
  assert.equal(record[10], 120);
  assert.ok(Number.isNaN(record[6]) && Number.isNaN(record[14]) && Number.isNaN(record[15]));
  assert.equal(optionsRecord({ width: 300, evenBottom: 0.5 })[15], 0.5);
  assert.throws(() => optionsRecord({ width: 1, layout: "grid" }), BrickworkError);
});

test("the lean module refuses bad options and items with the path at fault, and stays usable", () => {
  const bad = [
    [{ width: Number.NaN }, [10, 10]],
    [{ width: -5 }, [10, 10]],
    [{ width: 300, columns: 0 }, [10, 10]],
    [{ width: 300, columns: 2.5 }, [10, 10]],
    [{ width: 300 }, [10, Number.POSITIVE_INFINITY]],
    [{ width: 300 }, [10, -1]],
    [{ width: 300 }, [10]],
  ];
  for (const [options, values] of bad) {
    assert.throws(() => lean.layoutItems(options, values), (error) =>
      error instanceof BrickworkError && error.message.length > 0, JSON.stringify(options));
  }
  const record = optionsRecord({ width: 300 });
  record[0] = 2;
  assert.throws(() => lean.layoutItems(record, []), /version must be 1/);
  assert.throws(() => lean.layoutItems(record.subarray(0, 8), []), /16 numbers/);
  const layout = lean.layoutItems({ width: 300, columns: 2 }, [100, 50, 100, 80]);
  assert.equal(layout.count, 2);
  assert.throws(() => layout.relayout(Number.NaN), BrickworkError);
  assert.equal(layout.container.width, 300);
  layout.release();
  assert.throws(() => layout.frames(), /released/);
});

test("a released lean layout's handle names no later layout: its queries throw, and a valueOf that releases it mid-call changes nothing else", () => {
  const first = lean.layoutItems({ width: 100, columns: 1, itemForm: "lengths" }, [10, 10]);
  first.release();
  const second = lean.layoutItems({ width: 100, columns: 1, itemForm: "lengths" }, [20, 20]);
  assert.notEqual(second.handle, first.handle);
  for (const call of [() => first.itemAt(15), () => first.offsetOf(1), () => first.itemAtFraction(0.5),
    () => first.query(0, 0, 100, 100), () => first.relayout(50)]) {
    assert.throws(call, (error) => error instanceof BrickworkError && /released/.test(error.message));
  }
  assert.deepEqual(second.itemAt(25), { section: 0, item: 1 });
  let third;
  const releasing = { valueOf() {
    second.release();
    third = lean.layoutItems({ width: 100, columns: 1, itemForm: "lengths" }, [30, 30]);
    return 60;
  } };
  assert.throws(() => second.relayout(releasing), /released/);
  assert.deepEqual(third.container, { width: 100, height: 0 });
  assert.throws(() => third.offsetOf({ valueOf() { third.release(); return 1; } }), /released/);
});

test("lean indices are safe integers: no 32-bit wrap, no fractions", () => {
  const layout = lean.layoutItems({ width: 100, columns: 1, itemForm: "lengths" }, [10, 20]);
  for (const item of [2 ** 32, 2 ** 32 + 1, -(2 ** 32), 2 ** 31]) assert.equal(layout.offsetOf(item), null);
  for (const item of [0.5, 1.5, Number.NaN, Infinity, 2 ** 53]) {
    assert.throws(() => layout.offsetOf(item), /item: must be an integer/);
  }
  assert.equal(layout.offsetOf(1), 10);
  layout.release();
});

test("the lean module's memory stays flat over many failed layouts", () => {
  const fail = () => assert.throws(() => lean.layoutItems({ width: 300, columns: 0 }, [10, 10]), BrickworkError);
  for (let i = 0; i < 100; i++) fail();
  const before = lean.exports.memory.buffer.byteLength;
  for (let i = 0; i < 20000; i++) fail();
  assert.equal(lean.exports.memory.buffer.byteLength, before);
});

test("option names are the table's own: prototype names are refused like any unknown name", () => {
  for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", "bogus"]) {
    assert.throws(() => optionsRecord({ width: 300, layout: name }), /options.layout: unknown layout/, name);
    assert.throws(() => optionsRecord({ width: 300, itemForm: name }), /options.itemForm: unknown itemForm/, name);
    assert.throws(() => lean.layoutItems({ width: 300, layout: name }, [10, 10]), BrickworkError, name);
  }
});

test("the lean module's errors name the rule and the value", () => {
  const cases = [
    [{ width: 300, columns: 0 }, [10, 10], "sections[0].columns: must be an integer >= 1, got 0"],
    [{ width: -5 }, [10, 10], "width: must be a finite number > 0, got -5"],
    [{ width: 300 }, [10, -1.5], "sections[0].items[0].height: must be a finite number >= 0, got -1.5"],
    [{ width: 300, itemForm: "lengths" }, [10, 20, Infinity], "sections[0].items[2].height: must be a finite number >= 0, got inf"],
    [{ width: 300, columns: 2.5 }, [10, 10], "options.columns: must be an integer from -2147483648 to 2147483647, got 2.5"],
    [{ width: 300, columnSpacing: -3 }, [10, 10], "sections[0].columnSpacing: must be a finite number >= 0, got -3"],
  ];
  for (const [options, values, text] of cases) {
    assert.throws(() => lean.layoutItems(options, values), (error) => error.message === text ||
      assert.fail(`${JSON.stringify(options)}: ${error.message}`));
  }
  const layout = lean.layoutItems({ width: 300, columns: 2 }, [10, 10]);
  assert.throws(() => layout.relayout(-1), { message: "width: must be a finite number > 0, got -1" });
  layout.release();
});

test("slot 15 holds a flow's itemGrow and justified rows' widow policies", () => {
  assert.equal(optionsRecord({ width: 1, layout: "flow", itemGrow: 2 })[15], 2);
  assert.equal(optionsRecord({ width: 1, layout: "justified", widowAlignment: "trailing", widowHeight: "target" })[15], 6);
  assert.equal(optionsRecord({ width: 1, layout: "justified", widowAlignment: "justify" })[15], 3);
  assert.ok(Number.isNaN(optionsRecord({ width: 1, layout: "justified" })[15]));
  assert.ok(Number.isNaN(optionsRecord({ width: 1, layout: "waterfall", itemGrow: 2 })[15]));
  assert.throws(() => optionsRecord({ width: 1, layout: "justified", widowAlignment: "middle" }), BrickworkError);
  const record = optionsRecord({ width: 1, layout: "justified" });
  record[15] = 8;
  assert.throws(() => lean.layoutItems(record, [1]), /options\.widowAlignment: must be an integer from 0 to 7/);
});
