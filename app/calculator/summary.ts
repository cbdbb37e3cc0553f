import type { HomeCopy } from '../home/home-copy.server'
import { formatLabelValue, formatQuantity } from '../i18n/format'
import type { Locale } from '../i18n/locale'
import type { EstimateInput } from './estimate'

/** An estimate's inputs on one line: area · finish · bedrooms · bathrooms · kitchen. */
export function estimateSummary(copy: HomeCopy['calculator'], input: EstimateInput, locale: Locale): string {
  return [
    formatQuantity(input.squareMeters, copy.unitArea, locale),
    copy.types[input.reformType].label,
    formatLabelValue(copy.roomsLabel, input.rooms, locale),
    formatLabelValue(copy.bathsLabel, input.bathrooms, locale),
    input.includeKitchen ? copy.kitchenYes : copy.kitchenNo,
  ].join(' · ')
}
