/** The index after moving `step` places in a list of `length`, wrapping at both ends (SPEC §4). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0
  return (((index + step) % length) + length) % length
}
