extension TextBytes {
  /// Appends an integer in decimal.
  package mutating func append(_ value: Int) {
    append(atMost: NumberText.scratch) { NumberText.write(value, to: $0) }
  }

  /// Appends a number with the fewest digits that read back as the same `Double` (Swift's
  /// `description`), integers without a fraction (`375`, not `375.0`) below 1e15, and no
  /// negative zero.
  ///
  /// The text is valid in JSON, SVG and CSS alike. Non-finite values cannot come from a valid
  /// layout; one is never written: ``nonFinite`` keeps it, and the next
  /// ``TextBuffer/flush()`` throws ``NonFiniteNumberError``.
  package mutating func append(number value: Double) {
    guard value.isFinite else {
      refuse(value)
      return
    }
    let numbers = numbers
    append(atMost: NumberText.scratch) { cursor in
      if value.magnitude < 1e15, Double(Int64(value)) == value {
        // Zero and negative zero included.
        return NumberText.write(Int(value), to: cursor)
      }
      return numbers.write(value, to: cursor)
    }
  }
}
