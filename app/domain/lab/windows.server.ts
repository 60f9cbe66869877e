import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import { COLLECTION_AREAS, type CollectionWindowCode } from '#app/content/lab-areas.ts'
import { type Database, getDb } from '#app/db/client.server.ts'
import { labCollectionWindows } from '#app/db/schema/lab.ts'
import { windowKey } from './collection.ts'

// A home collection's place in its area's time window. Taking a place is one statement that
// creates the window's row or adds one to it only while there is room; two bookings at once queue
// on the row's lock and the second sees the first's place. The table's CHECK refuses an overfull
// window even if this code were wrong.

type Executor = Pick<Database, 'execute' | 'select'>

export type WindowPlace = { area: string; day: string; window: CollectionWindowCode }

const capacityOf = (area: string) =>
  COLLECTION_AREAS.find((candidate) => candidate.slug === area)?.capacity ?? 0

/** Takes a place in the window; false when it is full (nothing changes then). */
export async function takePlace(executor: Executor, place: WindowPlace): Promise<boolean> {
  const capacity = capacityOf(place.area)
  if (capacity < 1) return false
  const result = (await executor.execute(sql`
    INSERT INTO ${labCollectionWindows} (area, day, "window", capacity, booked)
    VALUES (${place.area}, ${place.day}, ${place.window}, ${capacity}, 1)
    ON CONFLICT (area, day, "window") DO UPDATE
      SET booked = ${labCollectionWindows}.booked + 1
      WHERE ${labCollectionWindows}.booked < ${labCollectionWindows}.capacity
    RETURNING booked`)) as unknown as { rows: Array<{ booked: number }> }
  return result.rows.length === 1
}

/** Gives a place back (a cancelled or moved collection, a collector who came). */
export async function releasePlace(executor: Executor, place: WindowPlace): Promise<void> {
  await executor.execute(sql`
    UPDATE ${labCollectionWindows} SET booked = booked - 1
    WHERE area = ${place.area} AND day = ${place.day} AND "window" = ${place.window} AND booked > 0`)
}

/** Places taken per window of an area on the given days ("2026-11-25 07-09" → 3). */
export async function placesTaken(
  area: string,
  days: readonly string[],
  executor: Executor = getDb(),
): Promise<Map<string, { booked: number; capacity: number }>> {
  const rows = await executor
    .select()
    .from(labCollectionWindows)
    .where(
      and(
        eq(labCollectionWindows.area, area),
        inArray(labCollectionWindows.day, [...days]),
        gt(labCollectionWindows.booked, 0),
      ),
    )
  return new Map(
    rows.map((row) => [`${row.day} ${row.window}`, { booked: row.booked, capacity: row.capacity }]),
  )
}

/**
 * The windows with no place left on these days, in every area ("haidergarh 2026-11-25 07-09"):
 * the booking form marks them before anyone presses Book. A district's few areas and two weeks
 * make a short list; the statement that takes a place checks again.
 */
export async function fullWindows(
  days: readonly string[],
  executor: Executor = getDb(),
): Promise<string[]> {
  if (days.length === 0) return []
  const rows = await executor
    .select({
      area: labCollectionWindows.area,
      day: labCollectionWindows.day,
      window: labCollectionWindows.window,
    })
    .from(labCollectionWindows)
    .where(
      and(
        inArray(labCollectionWindows.day, [...days]),
        gte(labCollectionWindows.booked, labCollectionWindows.capacity),
      ),
    )
  return rows.map((row) => windowKey(row.area, row.day, row.window as CollectionWindowCode))
}
