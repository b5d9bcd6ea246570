#!/usr/bin/env bash
# The long run of the writers' number text (Sources/BrickworkDocument/Rendering/Numbers) against
# Swift's `description`, outside the test suite: COUNT values of each of seven kinds (random bit
# patterns, layout values, snapped values, large offsets, neighbours of 2^53 and 1e-4,
# subnormals, integers), compiled with -O.
#
#   Scripts/check-number-text.sh [COUNT] [SEED]     (default 1,000,000 of each kind, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -o "$work/check-number-text" \
  Scripts/number-text/main.swift Scripts/number-text/SplitMix.swift \
  Sources/BrickworkDocument/Rendering/Numbers/*.swift
"$work/check-number-text" "${1:-1000000}" "${2:-1}"
