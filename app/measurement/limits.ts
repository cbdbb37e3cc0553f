/**
 * The plain numbers of the measurement contract (events.ts), in a module of their own so that
 * the browser's sending half uses them without loading the validation library.
 */
export const measurementPath = '/m'
export const maxBatchBytes = 4096
export const maxEventsPerBatch = 20
