/**
 * Design round 24 (C): a section heading of over 60 characters (ru «Живёте за пределами Испании?
 * Отремонтируем ваше жильё — приезжать не придётся» ran to five lines in its half of the grid and on
 * a phone) sets one step down (`text-h2-long`, app/styles.css); every shorter one keeps the H2 size.
 */
export function longHeading(title: string) {
  return title.length > 60 ? '[&_h2]:text-h2-long' : ''
}
