#!/usr/bin/env bash
# Builds BrickworkSwiftUI for this platform and lists the files the build compiled (from the
# build's output file map); fails when a file of Sources/BrickworkSwiftUI is not among them.
# With the `CompiledSourcesTests` suite (no code behind conditional compilation but imports),
# this shows that every line of the adapter is compiled on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target BrickworkSwiftUI >/dev/null
map="$(swift build --show-bin-path)/BrickworkSwiftUI.build/output-file-map.json"
python3 - "$map" "$PWD/Sources/BrickworkSwiftUI" <<'PY'
import json, os, sys
compiled = {os.path.realpath(p) for p in json.load(open(sys.argv[1])) if p}
sources = sorted(os.path.realpath(os.path.join(d, f))
                 for d, _, files in os.walk(sys.argv[2]) for f in files if f.endswith('.swift'))
missing = [s for s in sources if s not in compiled]
for s in sources:
    print(('compiled  ' if s in compiled else 'MISSING   ') + os.path.relpath(s))
print(f'{len(sources) - len(missing)} of {len(sources)} files of BrickworkSwiftUI compiled')
sys.exit(1 if missing or not sources else 0)
PY
