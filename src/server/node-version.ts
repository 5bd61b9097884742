/** The Node.js majors the server is built and tested for (README, "Runtimes"). */
export const SUPPORTED_NODE_MAJORS = [22, 24] as const;

/**
 * Null on a supported Node (22 or newer), else what to tell the person starting it: Node 20 has
 * reached its end of life, and better-sqlite3 13 (Node-API) does not run on it.
 */
export function unsupportedNode(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= SUPPORTED_NODE_MAJORS[0]) return null;
  return `Utstyrsbod needs Node.js ${SUPPORTED_NODE_MAJORS.join(' or ')} (LTS); this is Node ${version}.`;
}
