import { type NextFunction, type Request, type Response } from 'express'

type Listener = (...args: unknown[]) => void

/**
 * Keeps a response's "drain" listeners removable when it is compressed. The compression
 * middleware hands `res.on('drain', …)` to its zlib stream but leaves `removeListener` on the
 * response, so every `once('drain')` of a writer waiting for the client (React Router writes each
 * chunk of a page that way) stays on the zlib stream for the rest of the answer: a slow phone
 * reading a long page collected dozens, with Node's "possible memory leak" warning. Mounted just
 * after compression, this gives the response one drain listener of its own, on whatever
 * compression chose, and keeps the waiting callbacks in a list it can remove from.
 */
export function drainListeners(_req: Request, res: Response, next: NextFunction) {
  const on = res.on
  const removeListener = res.removeListener
  const waiting: Listener[] = []
  let attached = false
  const onDrain = () => {
    for (const listener of [...waiting]) listener.call(res)
  }
  const addListener = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return on.call(this, event, listener)
    waiting.push(listener)
    if (!attached) {
      attached = true
      on.call(this, 'drain', onDrain)
    }
    return this
  } as Response['on']
  res.on = res.addListener = addListener
  const offListener = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return removeListener.call(this, event, listener)
    // As an EventEmitter does: the most recently added match goes; `once` adds a wrapper that
    // names the listener it wraps. One not added through `on` is the response's own.
    const index = waiting.findLastIndex(
      (entry) =>
        entry === listener || (entry as Listener & { listener?: Listener }).listener === listener,
    )
    if (index === -1) return removeListener.call(this, event, listener)
    waiting.splice(index, 1)
    return this
  } as Response['removeListener']
  res.removeListener = res.off = offListener
  next()
}
