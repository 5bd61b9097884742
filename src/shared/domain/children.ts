/** SPEC §9: a user registers at most four children (members). */
export const MAX_CHILDREN = 4;

/** Whether one more child may be added to the ones there are. */
export function canAddChild(count: number): boolean {
  return count < MAX_CHILDREN;
}
