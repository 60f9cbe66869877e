// What other areas use of the OPD queue, safe in the browser: nothing here imports a server
// module (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js); server-only parts go in index.server.ts.

export {
  LATE_GRACE_MINUTES,
  minutesPerPatient,
  orderQueue,
  queuePlace,
  type QueueEntry,
  type QueuePlace,
} from './queue-order.ts'
export { ArrivedSchema } from './arrival-schema.ts'
export { FiguresPeriodSchema, type FiguresPeriodFields } from './figures-schema.ts'
