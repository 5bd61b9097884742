/** Types of static-imports.js (see there). */
export declare function staticImportGraph(entry: string): Set<string>;
export declare function firstVisitModules(root: string): Set<string>;
