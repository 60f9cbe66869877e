import { z } from 'zod'

// The one `z` for schemas that also run in the browser. There, Zod's compiled fast path is off:
// deciding whether it can use it, Zod tries `new Function`, an eval our Content Security Policy
// forbids, and Chrome reports the refused attempt as an issue on every page with a form even
// though Zod carries on without it. The server keeps the fast path.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
