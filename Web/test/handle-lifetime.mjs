// The HandleLifetime property target: random sequences of create, release, query, relayout and
// update on the full and the lean module's layouts, with arguments whose `valueOf` creates or
// releases layouts in the middle of a call, checked against a model. Run by Web/test/fuzz.mjs
// (the test suite for a few seconds, Scripts/fuzz.sh for longer).
//
// What must hold: a handle is never given twice in an instance (every layout object is kept, so
// each could still name its handle); a released layout's every method throws a BrickworkError
// saying it was released, whatever the arguments' conversions did; an open layout answers its
// own items (one column of known heights: offsets are the sums of the heights before); an index
// that is not a safe integer throws, and one past 2^31 - 1 names no item (no 32-bit wrap).
import { BrickworkError, Brickwork } from "../brickwork.mjs";
import { LeanBrickwork } from "../lean.mjs";
import { random } from "./random.mjs";

/**
 * One run of `steps` operations from `seed` on fresh instances of the compiled modules
 * `full` and `lean` (WebAssembly.Module): the first broken property as a sentence, or null.
 */
export function handleLifetimeRun(full, lean, seed, steps = 200) {
  const next = random(seed);
  const pick = (array) => array[Math.floor(next() * array.length)];
  const modules = {
    full: new Brickwork(new WebAssembly.Instance(full, {}).exports),
    lean: new LeanBrickwork(new WebAssembly.Instance(lean, {}).exports),
  };
  const given = { full: new Set(), lean: new Set() };
  const layouts = [];
  let nesting = 0;

  const create = (kind) => {
    const heights = Array.from({ length: Math.floor(next() * 6) }, () => 1 + Math.floor(next() * 50));
    const width = 50 + Math.floor(next() * 200);
    const layout = kind === "full"
      ? modules.full.layoutItems({ width, sections: [{ columns: 1 }] }, [heights.length, 0, ...heights])
      : modules.lean.layoutItems({ width, columns: 1, itemForm: "lengths" }, heights);
    if (given[kind].has(layout.handle)) throw new Error(`${kind} handle ${layout.handle} given twice`);
    given[kind].add(layout.handle);
    const model = { kind, layout, heights, width, released: false };
    layouts.push(model);
    return model;
  };
  const release = (model) => {
    model.layout.release();
    model.released = true;
  };
  // A value, or an object whose valueOf first creates or releases a layout (at most two deep).
  const argument = (value) => {
    if (nesting > 1 || next() < 0.7) return value;
    const action = next();
    return {
      valueOf() {
        nesting += 1;
        try {
          if (action < 0.5 && layouts.length > 0) release(pick(layouts));
          else create(next() < 0.5 ? "full" : "lean");
        } finally {
          nesting -= 1;
        }
        return value;
      },
    };
  };
  const offsets = (heights) => {
    const starts = [];
    let y = 0;
    for (const height of heights) {
      starts.push(y);
      y += height;
    }
    return { starts, total: y };
  };
  const hostileIndex = () => pick([2 ** 32, 2 ** 32 + 1, -(2 ** 32), 2 ** 31, -1, 1e15, 2 ** 53 + 2]);
  const fractionalIndex = () => pick([0.5, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53]);

  for (let step = 0; step < steps; step++) {
    const choice = next();
    if (choice < 0.15 || layouts.length === 0) {
      create(next() < 0.5 ? "full" : "lean");
      continue;
    }
    const model = pick(layouts);
    const { layout, kind } = model;
    if (choice < 0.25) {
      release(model);
      continue;
    }
    const operation = pick(["itemAt", "offsetOf", "offsetOfHostile", "offsetOfFractional",
      "itemAtFraction", "count", "frames", "query", "relayout", "update", "updateHostile"]);
    if (kind === "lean" && operation.startsWith("update")) continue;
    let answer;
    let thrown = null;
    // The arguments are made first; their conversions run inside the call.
    const item = Math.floor(next() * (model.heights.length + 2)) - 1;
    const offset = next() * 300 - 20;
    const width = 40 + Math.floor(next() * 300);
    const height = 1 + Math.floor(next() * 80);
    const hostile = hostileIndex();
    const fractional = fractionalIndex();
    const args = {
      itemAt: [argument(offset)],
      offsetOf: kind === "full" ? [argument(item), argument(0)] : [argument(item)],
      offsetOfHostile: kind === "full" ? (next() < 0.5 ? [argument(hostile), 0] : [0, argument(hostile)]) : [argument(hostile)],
      offsetOfFractional: kind === "full" ? [argument(fractional), 0] : [argument(fractional)],
      itemAtFraction: [argument(next())],
      query: [argument(0), argument(offset), argument(width), argument(100)],
      relayout: [argument(width)],
      update: [argument(item), { height }],
      updateHostile: [argument(next() < 0.5 ? hostile : fractional), { height }],
    }[operation] ?? [];
    const method = operation.replace(/Hostile|Fractional/, "");
    try {
      if (operation === "count") answer = layout.count;
      else if (operation === "frames") answer = layout.frames().slice();
      else answer = layout[method](...args);
    } catch (error) {
      thrown = error;
    }
    const where = `seed ${seed}, step ${step}: ${kind} ${operation}`;
    if (model.released) {
      if (!(thrown instanceof BrickworkError) || !/released/.test(thrown.message)) {
        return `${where} on a released layout: ${thrown ? thrown.message : `answered ${JSON.stringify(answer)}`}`;
      }
      continue;
    }
    const { starts, total } = offsets(model.heights);
    const count = model.heights.length;
    const fail = (what) => `${where}: ${what} (heights ${model.heights})`;
    switch (operation) {
      case "itemAt": {
        if (thrown) return fail(`threw ${thrown.message}`);
        const expected = starts.findIndex((start, i) => start + model.heights[i] > offset);
        const wanted = expected < 0 ? null : { section: 0, item: expected };
        if (JSON.stringify(answer) !== JSON.stringify(wanted)) return fail(`itemAt(${offset}) = ${JSON.stringify(answer)}, not ${JSON.stringify(wanted)}`);
        break;
      }
      case "offsetOf": {
        if (thrown) return fail(`threw ${thrown.message}`);
        const wanted = item >= 0 && item < count ? starts[item] : null;
        if (answer !== wanted) return fail(`offsetOf(${item}) = ${answer}, not ${wanted}`);
        break;
      }
      case "offsetOfHostile":
        if (Number.isSafeInteger(hostile) && (thrown || answer !== null)) {
          return fail(`offsetOf(${hostile}) = ${thrown ? thrown.message : answer}, not null`);
        }
        if (!Number.isSafeInteger(hostile) && !(thrown instanceof BrickworkError)) {
          return fail(`offsetOf(${hostile}) answered ${answer}`);
        }
        break;
      case "offsetOfFractional":
        if (!(thrown instanceof BrickworkError) || !/must be an integer/.test(thrown.message)) {
          return fail(`offsetOf(${fractional}) = ${thrown ? thrown.message : answer}, not an error`);
        }
        break;
      case "itemAtFraction":
        if (thrown) return fail(`threw ${thrown.message}`);
        if (count === 0 ? answer !== null : answer === null || answer.item < 0 || answer.item >= count) {
          return fail(`itemAtFraction answered ${JSON.stringify(answer)}`);
        }
        break;
      case "count":
        if (thrown || answer !== count) return fail(`count ${thrown ? thrown.message : answer}, not ${count}`);
        break;
      case "frames": {
        if (thrown) return fail(`threw ${thrown.message}`);
        const wanted = model.heights.flatMap((h, i) => [0, starts[i], model.width, h]);
        if (answer.length !== wanted.length || answer.some((v, i) => v !== wanted[i])) {
          return fail(`frames ${[...answer]}, not ${wanted}`);
        }
        break;
      }
      case "query": {
        if (thrown) return fail(`threw ${thrown.message}`);
        const wanted = model.heights.filter((h, i) => starts[i] < offset + 100 && starts[i] + h > offset).length;
        if (answer.count !== wanted) return fail(`query at ${offset} found ${answer.count}, not ${wanted}`);
        break;
      }
      case "relayout":
        if (thrown) return fail(`threw ${thrown.message}`);
        model.width = width;
        break;
      case "update":
        if (item >= 0 && item < count) {
          if (thrown) return fail(`update(${item}) threw ${thrown.message}`);
          model.heights[item] = height;
        } else if (!(thrown instanceof BrickworkError)) {
          return fail(`update(${item}) of ${count} items did not throw`);
        }
        break;
      case "updateHostile": {
        if (!(thrown instanceof BrickworkError)) return fail(`update of a hostile index did not throw`);
        break;
      }
    }
    if (next() < 0.05 && total >= 0) {
      // Every open layout still answers its own count.
      for (const other of layouts) {
        if (!other.released && other.layout.count !== other.heights.length) {
          return `${where}: another layout (${other.kind} handle ${other.layout.handle}) has ${other.layout.count} elements, not ${other.heights.length}`;
        }
      }
    }
  }
  for (const model of layouts) if (!model.released) model.layout.release();
  return null;
}
