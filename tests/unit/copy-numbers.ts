/**
 * The numbers a text states, however its language writes them, so the copy tests can compare
 * each language with the Spanish:
 * - `32.000 €`, `€32,000`, `32 000 €` (any space, no-break ones included) are all 32000;
 *   `7,5` and `7.5` are 7.5;
 * - `19:00`, `19 h` and `7pm` are 19 (a 24-hour clock; `:00` dropped);
 * - legal citations `6.1`, `6(1)` and `6 Abs. 1` are all 6.1;
 * - the common spelled-out numbers count (`dos semanas` = `two weeks` = `2 Wochen`), and
 *   «garantía decenal» / « garantie décennale » are 10 unless a `(10 …)` gloss follows;
 * - `m2` / `м2` is the unit m², not a 2;
 * - link targets, bare addresses and {placeholders} are not copy and are skipped.
 * The result is sorted, so two texts compare as multisets.
 */
const numberWords: Record<string, Record<string, number>> = {
  es: {
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    doce: 12,
    quince: 15,
    veinte: 20,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    cien: 100,
    decenal: 10,
  },
  en: {
    two: 2,
    twice: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    hundred: 100,
  },
  // « neuf » is left out: it is far more often “new” than 9.
  fr: {
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    dix: 10,
    onze: 11,
    douze: 12,
    quinze: 15,
    vingt: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    cent: 100,
    décennale: 10,
  },
  de: {
    zwei: 2,
    zweimal: 2,
    doppelt: 2,
    zweieinhalb: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    fünfzehn: 15,
    zwanzig: 20,
    dreißig: 30,
    vierzig: 40,
    fünfzig: 50,
    sechzig: 60,
    hundert: 100,
  },
  ru: {
    два: 2,
    две: 2,
    двух: 2,
    двум: 2,
    двумя: 2,
    дважды: 2,
    три: 3,
    трёх: 3,
    трех: 3,
    трём: 3,
    тремя: 3,
    четыре: 4,
    четырёх: 4,
    четырех: 4,
    пять: 5,
    пяти: 5,
    шесть: 6,
    шести: 6,
    семь: 7,
    семи: 7,
    восемь: 8,
    восьми: 8,
    девять: 9,
    девяти: 9,
    десять: 10,
    десяти: 10,
    двенадцать: 12,
    пятнадцать: 15,
    двадцать: 20,
    тридцать: 30,
    сорок: 40,
    пятьдесят: 50,
    шестьдесят: 60,
    сто: 100,
  },
}

export function numbersIn(text: string, locale: string): string[] {
  const found: string[] = []
  const words = numberWords[locale] ?? {}
  let rest = text
    .replace(/[\u00A0\u202F\u2007\u2009]/g, ' ')
    .replace(/\u00AD/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/(?<![\p{L}\d])([mм])2(?![\p{L}\d])/gu, '$1²')
    // A number glossed in brackets right after its word is stated once: «decenal (10 años)».
    .replace(/(decenal|décennale)\s*\((?=\d)/gi, '(')
    .replace(
      /(?<!\d)(\d+)(?:\s*\((\d+)\)| Abs\. (\d+))/g,
      (_, article: string, a?: string, b?: string) => `${article}.${a ?? b}`,
    )
  rest = rest.replace(/(?<!\p{L})\p{L}+(?!\p{L})/gu, (word) => {
    const value = words[word.toLowerCase()]
    if (value === undefined) return word
    found.push(String(value))
    return ' '
  })
  // Clock times: 9:00 / 19:00 and 9am / 7pm become the hour on a 24-hour clock.
  rest = rest.replace(/(?<!\d)(\d{1,2}):(\d{2})(?!\d)/g, (_, hour: string, minutes: string) => {
    found.push(minutes === '00' ? String(Number(hour)) : `${Number(hour)}:${minutes}`)
    return ' '
  })
  rest = rest.replace(/(?<!\d)(\d{1,2})\s?(am|pm)\b/gi, (_, hour: string, half: string) => {
    found.push(String((Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)))
    return ' '
  })
  // Thousands grouped by a point, a comma or a space first (1.200 / 1,200 / 1 200), then
  // decimals (7,5 / 7.5), then plain integers.
  for (const match of rest.matchAll(/(?<!\d)(?:\d{1,3}(?:[., ]\d{3})+|\d+(?:[.,]\d+)*)(?!\d)/g)) {
    const raw = match[0]
    if (/^\d{1,3}(?:[., ]\d{3})+$/.test(raw)) found.push(String(Number(raw.replace(/[., ]/g, ''))))
    else if (/^\d+[.,]\d+$/.test(raw)) found.push(String(Number(raw.replace(',', '.'))))
    else found.push(raw)
  }
  return found.sort()
}

/** What `other` states more than `source` (extra) and less (missing), each sorted. */
export function numberDifference(source: string[], other: string[]): { extra: string[]; missing: string[] } {
  const left = [...source]
  const extra: string[] = []
  for (const value of other) {
    const at = left.indexOf(value)
    if (at === -1) extra.push(value)
    else left.splice(at, 1)
  }
  return { extra: extra.sort(), missing: left.sort() }
}
