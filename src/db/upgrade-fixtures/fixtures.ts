import * as z from 'zod/mini';

/**
 * The frozen fixtures of this folder (README.md): what a device held at each shipped Dexie schema
 * version. Test code only; the app never reads them.
 */
const rowSchema = z.record(z.string(), z.unknown());
export type FixtureRow = z.infer<typeof rowSchema>;
export type FixtureTables = Record<string, FixtureRow[]>;

const fixtureSchema = z.object({
  version: z.int(),
  /** The commit that shipped the version, and the one that shipped the next. */
  shippedIn: z.string(),
  until: z.string(),
  about: z.string(),
  /** Every table of the version, as the device held it (rows in any order). */
  tables: z.record(z.string(), z.array(rowSchema)),
  /** Why a table holds no rows (no code of that version wrote it). */
  empty: z.optional(z.record(z.string(), z.string())),
  /**
   * Keys of rows only this device knows (made by its waiting entries): the next pull's snapshot
   * lacks them, and replaying the waiting entries makes them again.
   */
  localOnly: z.record(z.string(), z.array(z.union([z.string(), z.number()]))),
});
export type UpgradeFixture = z.infer<typeof fixtureSchema>;

const files = import.meta.glob<unknown>('./v*.json', { eager: true, import: 'default' });

/** The fixtures by version; a file whose name does not match its version is an error. */
export function upgradeFixtures(): Map<number, UpgradeFixture> {
  const byVersion = new Map<number, UpgradeFixture>();
  for (const [path, content] of Object.entries(files)) {
    const fixture = fixtureSchema.parse(content);
    if (path !== `./v${fixture.version}.json`) {
      throw new Error(`${path} holds version ${fixture.version}`);
    }
    byVersion.set(fixture.version, fixture);
  }
  return byVersion;
}
