// The embedded database (PGlite) in a thread of its own: its queries run here, on another core,
// while the request thread goes on with other requests. `pglite-thread.server.ts` is the other
// end; this file is plain JavaScript because a worker thread is started by Node itself, in
// development and tests as in production.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const BYTEA = 17
const { dataDir, startParams, loadDataDir } = workerData
const db = new PGlite(dataDir, {
  extensions: { btree_gist, pg_trgm },
  startParams,
  // A dump of a data directory to start from (the test suites' migrated database).
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  // PGlite's own bytea conversion makes an array of one string per byte: an 8 MB photo took more
  // than 192 MB of heap and the process with it. Node converts hex in one piece.
  serializers: { [BYTEA]: (bytes) => (typeof bytes === 'string' ? bytes : `\\x${hex(bytes)}`) },
  parsers: { [BYTEA]: (text) => Buffer.from(text.slice(2), 'hex') },
})

function hex(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

/** Open transactions by their number: PGlite's transaction object and how to end it. */
const transactions = new Map()
/** Stops listening, by channel. */
const unlisteners = new Map()
const keepText = (value) => value
/** Parsers that leave the listed types as PostgreSQL's text, by the list (Drizzle's choice). */
const parserSets = new Map()

function parsersFor(textTypes) {
  if (!textTypes) return undefined
  const key = textTypes.join(',')
  let parsers = parserSets.get(key)
  if (!parsers) {
    parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]))
    parserSets.set(key, parsers)
  }
  return parsers
}

/** What an error carries across: PostgreSQL's fields (code, constraint, …) with its message. */
function portable(error) {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = { name: error.name, message: error.message }
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue
    fields[key] = value
  }
  return fields
}

const answer = (id, value) => parentPort.postMessage({ id, ok: true, value })
const fail = (id, error) => parentPort.postMessage({ id, ok: false, error: portable(error) })

function beginTransaction(id, number) {
  db.transaction(
    (tx) =>
      new Promise((commit, rollBack) => {
        transactions.set(number, { tx, commit, rollBack, endedBy: undefined })
        answer(id, null)
      }),
  ).then(
    () => {
      const ended = transactions.get(number)
      transactions.delete(number)
      answer(ended.endedBy, null)
    },
    (error) => {
      const ended = transactions.get(number)
      transactions.delete(number)
      if (!ended) return fail(id, error)
      if (error === ROLLED_BACK) answer(ended.endedBy, null)
      else fail(ended.endedBy, error)
    },
  )
}

const ROLLED_BACK = Symbol('rolled back')

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const on = message.tx === undefined ? db : transactions.get(message.tx).tx
      const { rows, fields, affectedRows } = await on.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: parsersFor(message.textTypes),
      })
      return { rows, fields, affectedRows }
    }
    case 'exec': {
      const results = await db.exec(message.sql)
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }))
    }
    case 'listen': {
      if (!unlisteners.has(message.channel)) {
        const channel = message.channel
        const stop = await db.listen(channel, (payload) =>
          parentPort.postMessage({ notify: channel, payload }),
        )
        unlisteners.set(channel, stop)
      }
      return null
    }
    case 'unlisten': {
      const stop = unlisteners.get(message.channel)
      unlisteners.delete(message.channel)
      await stop?.()
      return null
    }
    case 'close':
      await db.close()
      return null
    default:
      throw new Error(`Unknown operation ${message.op}`)
  }
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') return beginTransaction(message.id, message.tx)
  if (message.op === 'end') {
    const open = transactions.get(message.tx)
    if (!open) return fail(message.id, new Error('No such transaction'))
    open.endedBy = message.id
    return message.commit ? open.commit() : open.rollBack(ROLLED_BACK)
  }
  handle(message).then(
    (value) => answer(message.id, value),
    (error) => fail(message.id, error),
  )
})

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: portable(error) }),
)
