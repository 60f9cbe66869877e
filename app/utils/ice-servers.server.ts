import { createHmac } from 'node:crypto'
import { type Env, getEnv } from './env.server.ts'

/**
 * The STUN/TURN servers a call's browsers may use to find a way to each other (README: "Video
 * calls across the internet", docs/coturn.md). None configured: only the devices' own addresses,
 * enough on one network or loopback. Across mobile networks, most calls need a TURN relay.
 */
export type IceServer = { urls: string[]; username?: string; credential?: string }

export type IceConfig = Pick<
  Env,
  | 'ICE_STUN_URLS'
  | 'ICE_TURN_URLS'
  | 'ICE_TURN_SECRET'
  | 'ICE_TURN_USERNAME'
  | 'ICE_TURN_CREDENTIAL'
  | 'ICE_TURN_TTL_SECONDS'
>

/**
 * The servers for one participant's room page. With a shared secret, the TURN credential is
 * coturn's "TURN REST API" one (`use-auth-secret`): username `<expiry unix seconds>:<participant
 * id>`, password base64(HMAC-SHA1(secret, username)); it stops working at the expiry, so a copy
 * taken from a page is of little use to anyone else, and the secret itself never leaves the server.
 */
export function iceServersFor(
  participantId: string,
  config: IceConfig = getEnv(),
  now: number = Date.now(),
): IceServer[] {
  const servers: IceServer[] = []
  if (config.ICE_STUN_URLS.length > 0) servers.push({ urls: [...config.ICE_STUN_URLS] })
  if (config.ICE_TURN_URLS.length > 0) {
    if (config.ICE_TURN_SECRET) {
      const expiry = Math.floor(now / 1000) + config.ICE_TURN_TTL_SECONDS
      // coturn splits at the first colon; a participant id never holds one, but be sure.
      const username = `${expiry}:${participantId.replaceAll(':', '')}`
      servers.push({
        urls: [...config.ICE_TURN_URLS],
        username,
        credential: turnPassword(config.ICE_TURN_SECRET, username),
      })
    } else if (config.ICE_TURN_USERNAME && config.ICE_TURN_CREDENTIAL) {
      servers.push({
        urls: [...config.ICE_TURN_URLS],
        username: config.ICE_TURN_USERNAME,
        credential: config.ICE_TURN_CREDENTIAL,
      })
    }
  }
  return servers
}

/** coturn's REST API password for `username`: base64(HMAC-SHA1(secret, username)). */
export function turnPassword(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64')
}
