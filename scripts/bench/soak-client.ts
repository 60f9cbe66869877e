// For the soak benchmark (soak.ts): a person's browser without JavaScript, reduced to what the
// pages need — a cookie jar, its own client address, manual redirects, and forms read from the
// page's HTML and sent back as the browser would send them (hidden one-time keys included).

/** One control of a form, as the page wrote it. */
type Control = {
  tag: 'input' | 'select' | 'textarea' | 'button'
  type: string
  name: string
  value: string
  checked: boolean
  disabled: boolean
  /** For a select: its options, and which are selected. */
  options: Array<{ value: string; selected: boolean; disabled: boolean }>
}

export type PageForm = {
  id: string | undefined
  action: string
  method: 'get' | 'post'
  multipart: boolean
  controls: Control[]
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[entity.toLowerCase()] ?? whole
  })
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of source.matchAll(
    /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  ))
    found.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  return found
}

/**
 * Every form of the page with its controls, in document order: those inside it and those that
 * name it with a `form` attribute (as the page's fields outside the form element do).
 */
export function readForms(html: string): PageForm[] {
  const forms: PageForm[] = []
  const byId = new Map<string, PageForm>()
  const pendingByFormId: Array<{ formId: string; control: Control }> = []
  const open: PageForm[] = []
  let select: Control | undefined
  const tags =
    /<(\/?)(form|input|select|option|textarea|button)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<\/(select|textarea)>/gi
  let match: RegExpExecArray | null
  while ((match = tags.exec(html))) {
    const closing = match[1] === '/'
    const tag = (match[2] ?? match[4] ?? '').toLowerCase()
    if (match[4]) {
      if (tag === 'select') select = undefined
      continue
    }
    if (closing) {
      if (tag === 'form') open.pop()
      if (tag === 'select') select = undefined
      continue
    }
    const attrs = attributes(match[3] ?? '')
    if (tag === 'form') {
      const form: PageForm = {
        id: attrs.get('id'),
        action: attrs.get('action') ?? '',
        method: attrs.get('method')?.toLowerCase() === 'post' ? 'post' : 'get',
        multipart: attrs.get('enctype')?.toLowerCase() === 'multipart/form-data',
        controls: [],
      }
      forms.push(form)
      if (form.id) byId.set(form.id, form)
      open.push(form)
      continue
    }
    if (tag === 'option') {
      if (!select) continue
      let value = attrs.get('value')
      if (value === undefined) {
        const end = html.indexOf('<', tags.lastIndex)
        value = decodeEntities(html.slice(tags.lastIndex, end === -1 ? undefined : end)).trim()
      }
      select.options.push({
        value,
        selected: attrs.has('selected'),
        disabled: attrs.has('disabled'),
      })
      continue
    }
    const type = (attrs.get('type') ?? (tag === 'button' ? 'submit' : 'text')).toLowerCase()
    // A checkbox or radio button without a value sends "on".
    let value = attrs.get('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')
    if (tag === 'textarea') {
      const end = html.indexOf('</textarea>', tags.lastIndex)
      value = decodeEntities(html.slice(tags.lastIndex, end === -1 ? undefined : end))
      // The parser drops the newline right after the opening tag, as browsers do.
      value = value.replace(/^\r?\n/, '')
      if (end !== -1) tags.lastIndex = end + '</textarea>'.length
    }
    const control: Control = {
      tag: tag as Control['tag'],
      type,
      name: attrs.get('name') ?? '',
      value,
      checked: attrs.has('checked'),
      disabled: attrs.has('disabled'),
      options: [],
    }
    if (tag === 'select') select = control
    const formId = attrs.get('form')
    if (formId !== undefined) pendingByFormId.push({ formId, control })
    else open.at(-1)?.controls.push(control)
  }
  for (const { formId, control } of pendingByFormId) byId.get(formId)?.controls.push(control)
  return forms
}

/** The submit buttons of a form (name and value), to choose which one to press. */
export function submitButtons(form: PageForm): Array<{ name: string; value: string }> {
  return form.controls
    .filter(
      (c) =>
        !c.disabled &&
        ((c.tag === 'button' && c.type === 'submit') ||
          (c.tag === 'input' && (c.type === 'submit' || c.type === 'image'))),
    )
    .map((c) => ({ name: c.name, value: c.value }))
}

/** The options of a form's select named `name` (enabled, with a value). */
export function selectOptions(form: PageForm, name: string): string[] {
  const select = form.controls.find((c) => c.tag === 'select' && c.name === name)
  return (select?.options ?? []).filter((o) => !o.disabled && o.value !== '').map((o) => o.value)
}

/** The values of radio buttons or checkboxes named `name`. */
export function choices(form: PageForm, name: string): string[] {
  return form.controls
    .filter((c) => c.tag === 'input' && (c.type === 'radio' || c.type === 'checkbox'))
    .filter((c) => c.name === name && !c.disabled)
    .map((c) => c.value)
}

/** A form's value for `name` as the page filled it in ('' if none). */
export function fieldValue(form: PageForm, name: string): string {
  return formEntries(form).find(([entry]) => entry === name)?.[1] ?? ''
}

/**
 * What the browser would send: the form's successful controls as the page filled them in, with
 * `fill` replacing (or adding) values by name, and the pressed button's own name and value.
 */
export function formEntries(
  form: PageForm,
  fill: Record<string, string | string[]> = {},
  pressed?: { name: string; value: string },
): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  const filled = new Set<string>()
  for (const control of form.controls) {
    if (control.disabled || !control.name) continue
    if (control.name in fill) {
      if (!filled.has(control.name)) {
        filled.add(control.name)
        const wanted = fill[control.name]!
        for (const value of Array.isArray(wanted) ? wanted : [wanted])
          entries.push([control.name, value])
      }
      continue
    }
    if (control.tag === 'button' || ['submit', 'image', 'reset', 'button'].includes(control.type))
      continue
    if (control.tag === 'select') {
      const selected = control.options.filter((o) => o.selected)
      const sent = selected.length > 0 ? selected : control.options.slice(0, 1)
      for (const option of sent) entries.push([control.name, option.value])
      continue
    }
    if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue
    if (control.type === 'file') {
      entries.push([control.name, ''])
      continue
    }
    entries.push([control.name, control.value])
  }
  for (const [name, wanted] of Object.entries(fill)) {
    if (filled.has(name)) continue
    for (const value of Array.isArray(wanted) ? wanted : [wanted]) entries.push([name, value])
  }
  if (pressed?.name) entries.push([pressed.name, pressed.value])
  return entries
}

/** Answers of one kind of request, for the table: times, and counts by status class. */
export type KindStats = {
  times: number[]
  ok: number
  clientErrors: Map<number, number>
  serverErrors: Map<number, number>
  failures: number
}

export class Recorder {
  readonly kinds = new Map<string, KindStats>()
  /** Each 5xx as it came: when, what, and the request id the server logged it under. */
  readonly serverErrorLog: Array<{ at: Date; kind: string; status: number; requestId: string }> = []
  readonly failureLog: Array<{ at: Date; kind: string; error: string }> = []

  private stats(kind: string): KindStats {
    let stats = this.kinds.get(kind)
    if (!stats) {
      stats = { times: [], ok: 0, clientErrors: new Map(), serverErrors: new Map(), failures: 0 }
      this.kinds.set(kind, stats)
    }
    return stats
  }

  answered(kind: string, status: number, ms: number, requestId: string) {
    const stats = this.stats(kind)
    stats.times.push(ms)
    if (status >= 500) {
      stats.serverErrors.set(status, (stats.serverErrors.get(status) ?? 0) + 1)
      this.serverErrorLog.push({ at: new Date(), kind, status, requestId })
    } else if (status >= 400) {
      stats.clientErrors.set(status, (stats.clientErrors.get(status) ?? 0) + 1)
    } else {
      stats.ok += 1
    }
  }

  failed(kind: string, error: unknown) {
    this.stats(kind).failures += 1
    this.failureLog.push({
      at: new Date(),
      kind,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
  }
}

export type Answer = {
  status: number
  /** The redirect's target, as a path of this server, when there is one. */
  location: string | undefined
  html: string
  url: string
}

/** How long a request may take before it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 30_000
/** The general limit is 60 POSTs a minute per address (server/route-policies.ts): stay below. */
const POSTS_PER_MINUTE = 55

export class Browser {
  private readonly cookies = new Map<string, string>()
  private readonly postTimes: number[] = []

  constructor(
    readonly base: string,
    readonly address: string,
    private readonly recorder: Recorder,
    private readonly stopping: AbortSignal,
  ) {}

  /** Forgets every cookie (a new browser on the same phone). */
  clearCookies() {
    this.cookies.clear()
  }

  get(kind: string, path: string): Promise<Answer> {
    return this.request(kind, 'GET', path)
  }

  /** Sends a form as the browser would: its action, method and encoding, and its entries. */
  async submit(
    kind: string,
    form: PageForm,
    fill: Record<string, string | string[]> = {},
    pressed?: { name: string; value: string },
    files: Record<string, File> = {},
  ): Promise<Answer> {
    const entries = formEntries(form, fill, pressed)
    if (form.method === 'get') {
      const url = new URL(form.action || '/', this.base)
      url.search = new URLSearchParams(entries).toString()
      return this.get(kind, url.pathname + url.search)
    }
    if (form.multipart) {
      const fileNames = new Set(
        form.controls.filter((c) => c.type === 'file' && c.name).map((c) => c.name),
      )
      const body = new FormData()
      for (const [name, value] of entries) {
        const file = files[name]
        if (fileNames.has(name) && file) body.append(name, file, file.name)
        // An empty file field goes as a part without a file name, as browsers send it.
        else if (fileNames.has(name) && value === '')
          body.append(name, new Blob([], { type: 'application/octet-stream' }), '')
        else body.append(name, value)
      }
      return this.request(kind, 'POST', form.action, body)
    }
    return this.request(kind, 'POST', form.action, new URLSearchParams(entries))
  }

  /** Follows a redirect as the browser would (GET), counted as `kind`. */
  follow(kind: string, answer: Answer): Promise<Answer> {
    if (!answer.location) return Promise.resolve(answer)
    return this.get(kind, answer.location)
  }

  /**
   * Opens a live stream (Server-Sent Events) the way the page's EventSource does, counts the time
   * to its first bytes, keeps it open for `holdMs`, then closes it.
   */
  async listen(kind: string, path: string, holdMs: number): Promise<void> {
    const abort = new AbortController()
    const stop = () => abort.abort()
    this.stopping.addEventListener('abort', stop)
    const started = performance.now()
    try {
      const response = await fetch(new URL(path, this.base), {
        headers: { ...this.headers(), accept: 'text/event-stream' },
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS + holdMs)]),
        redirect: 'manual',
      })
      this.keepCookies(response)
      const requestId = response.headers.get('x-request-id') ?? ''
      const reader = response.body?.getReader()
      const first = reader ? await reader.read() : undefined
      this.recorder.answered(kind, response.status, performance.now() - started, requestId)
      if (!reader || first?.done) return
      const closeAt = setTimeout(stop, holdMs)
      try {
        while (!(await reader.read()).done) {
          // Events arrive; the page would look again. Nothing to do here.
        }
      } catch {
        // Closed by us.
      } finally {
        clearTimeout(closeAt)
      }
    } catch (error) {
      if (!abort.signal.aborted) this.recorder.failed(kind, error)
    } finally {
      this.stopping.removeEventListener('abort', stop)
      abort.abort()
    }
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'accept-language': 'en-IN,en;q=0.9',
      'user-agent': 'Mozilla/5.0 (Linux; Android 13) MainDoctorSoak/1.0',
    }
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    return headers
  }

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';')
      const equals = pair!.indexOf('=')
      if (equals < 1) continue
      const name = pair!.slice(0, equals).trim()
      const value = pair!.slice(equals + 1).trim()
      const expired = attrs.some((attr) => {
        const [key, raw] = attr.split('=').map((part) => part.trim())
        if (key?.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key?.toLowerCase() === 'expires') return Date.parse(raw ?? '') <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  private async waitForPostAllowance() {
    const minuteAgo = Date.now() - 60_000
    while (this.postTimes.length > 0 && this.postTimes[0]! < minuteAgo) this.postTimes.shift()
    if (this.postTimes.length >= POSTS_PER_MINUTE) {
      await new Promise((resolve) => setTimeout(resolve, this.postTimes[0]! + 60_000 - Date.now()))
    }
    this.postTimes.push(Date.now())
  }

  private async request(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    body?: URLSearchParams | FormData,
  ): Promise<Answer> {
    if (method === 'POST') await this.waitForPostAllowance()
    const url = new URL(path, this.base)
    const headers = this.headers()
    if (method === 'POST') {
      // A browser's own form post: same origin, said both ways.
      headers.origin = this.base
      headers['sec-fetch-site'] = 'same-origin'
    }
    const started = performance.now()
    try {
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      const html = await response.text()
      this.recorder.answered(
        kind,
        response.status,
        performance.now() - started,
        response.headers.get('x-request-id') ?? '',
      )
      this.keepCookies(response)
      const target = response.headers.get('location')
      let location: string | undefined
      if (target) {
        const resolved = new URL(target, url)
        location = resolved.origin === url.origin ? resolved.pathname + resolved.search : undefined
      }
      return { status: response.status, location, html, url: url.pathname + url.search }
    } catch (error) {
      this.recorder.failed(kind, error)
      return { status: 0, location: undefined, html: '', url: url.pathname + url.search }
    }
  }
}
